import { zodResolver } from '@hookform/resolvers/zod';
import { STRUCTURE_LABELS, type StructureKind } from '@voyce/contracts/structure';
import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import type { z } from 'zod';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useOrganizationId } from '../../../lib/organization';
import { useSaveStructure } from '../../../api/organization-structure';

/**
 * The form of a structure drawer: the contract's field schema, validated on blur, refilled
 * from the row (or emptied) each time the drawer opens, and saved as a create or an update.
 */
export function useDrawerForm<S extends z.ZodType<FieldValues, FieldValues>>(
  kind: StructureKind,
  schema: S,
  values: DefaultValues<z.input<S>>,
  rowId: string | undefined,
  open: boolean,
  onClose: () => void,
) {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    mode: 'onBlur',
    defaultValues: values,
  });
  const save = useSaveStructure(kind, organizationId);
  const { reset } = form;
  const valuesKey = JSON.stringify(values);

  useEffect(() => {
    if (open) reset(JSON.parse(valuesKey));
  }, [open, valuesKey, reset]);

  const label = STRUCTURE_LABELS[kind];
  const onSubmit = form.handleSubmit((data) =>
    save.mutate(
      { ...data, id: rowId },
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
  return {
    form,
    onSubmit,
    busy: save.isPending,
    title: t(rowId ? 'settings.structure.editTitle' : 'settings.structure.createTitle', { label }),
    submitLabel: t(rowId ? 'settings.common.update' : 'settings.common.create'),
  };
}
