import { zodResolver } from '@hookform/resolvers/zod';
import {
  STRUCTURE_FIELDS,
  STRUCTURE_LABELS,
  type StructureFields,
  type StructureFormValues,
  type StructureKind,
} from '@voyce/contracts/structure';
import { useEffect, useRef } from 'react';
import { useForm, type DefaultValues, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useOrganizationId } from '../../../lib/organization';
import { useSaveStructure } from '../../../api/organization-structure';
import { showingResolver } from './drawer-errors';

/**
 * The form of a structure drawer: the kind's field schema from the contracts, validated on blur
 * (a field's error shows once the person changed it, or tried to save: drawer-errors.ts),
 * refilled from the row (or emptied) each time the drawer opens, and saved as a create or an
 * update with the kind's own fields.
 */
export function useDrawerForm<K extends StructureKind>(
  kind: K,
  values: StructureFormValues<K>,
  rowId: string | undefined,
  open: boolean,
  onClose: () => void,
) {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const changed = useRef(new Set<string>());
  const saving = useRef(false);
  const resolver: Resolver<StructureFormValues<K>, unknown, StructureFields<K>> = zodResolver(STRUCTURE_FIELDS[kind]);
  const form = useForm<StructureFormValues<K>, unknown, StructureFields<K>>({
    resolver: showingResolver(resolver, (name) => saving.current || changed.current.has(name)),
    mode: 'onBlur',
    defaultValues: values as DefaultValues<StructureFormValues<K>>,
  });
  const save = useSaveStructure(kind, organizationId);
  const { reset, watch } = form;
  const valuesKey = JSON.stringify(values);

  useEffect(() => {
    // What the person typed or picked (setValue, as a country clearing its state, is not).
    const sub = watch((_, { name, type }) => {
      if (type === 'change' && name) changed.current.add(name);
    });
    return () => sub.unsubscribe();
  }, [watch]);

  useEffect(() => {
    if (!open) return;
    changed.current.clear();
    saving.current = false;
    reset(JSON.parse(valuesKey));
  }, [open, valuesKey, reset]);

  const label = STRUCTURE_LABELS[kind];
  const submit = form.handleSubmit((data) =>
    save.mutate(
      { values: data, id: rowId },
      {
        onSuccess: () => {
          notify(t('settings.common.saved'), { variant: 'success' });
          onClose();
        },
        onError: (error) =>
          notify(messageOr(error, t(rowId ? 'settings.structure.updateError' : 'settings.structure.createError', { label })), {
            variant: 'error',
          }),
      },
    ),
  );
  const onSubmit = () => {
    saving.current = true;
    return submit();
  };
  return {
    form,
    onSubmit,
    busy: save.isPending,
    title: t(rowId ? 'settings.structure.editTitle' : 'settings.structure.createTitle', { label }),
    submitLabel: t(rowId ? 'settings.common.update' : 'settings.common.create'),
  };
}
