import { useSearchParams } from 'react-router';

/** Spec 2 §2: the dialog's open state lives in the URL, so it survives reloads and links. */
export const CREATE_REACHOUT_PARAM = 'create-reachout-dialog';

export function useCreateReachoutDialog() {
  const [params, setParams] = useSearchParams();
  const open = params.get(CREATE_REACHOUT_PARAM) === 'open';
  const setOpen = (next: boolean) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set(CREATE_REACHOUT_PARAM, 'open');
      else updated.delete(CREATE_REACHOUT_PARAM);
      return updated;
    });
  return { open, setOpen };
}
