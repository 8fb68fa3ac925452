import { zodResolver } from '@hookform/resolvers/zod';
import {
  STRUCTURE_FIELDS,
  STRUCTURE_LABELS,
  type StructureFields,
  type StructureFormValues,
  type StructureKind,
} from '@voyce/contracts/structure';
import { useEffect } from 'react';
import { useForm, type DefaultValues, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useOrganizationId } from '../../../lib/organization';
import { useSaveStructure } from '../../../api/organization-structure';
import { useShownErrors } from '../../../lib/shown-errors';

/**
 * The form of a structure drawer: the kind's field schema from the contracts, validated on blur
 * (a field's error shows once the person changed it, or tried to save: lib/shown-errors.ts),
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
  const resolver: Resolver<StructureFormValues<K>, unknown, StructureFields<K>> = zodResolver(STRUCTURE_FIELDS[kind]);
  const gate = useShownErrors(resolver);
  const { watchChanges, restart, markSaving } = gate;
  const form = useForm<StructureFormValues<K>, unknown, StructureFields<K>>({
    resolver: gate.resolver,
    mode: 'onBlur',
    defaultValues: values as DefaultValues<StructureFormValues<K>>,
  });
  const save = useSaveStructure(kind, organizationId);
  const { reset, watch } = form;
  const valuesKey = JSON.stringify(values);

  useEffect(() => watchChanges(watch), [watch, watchChanges]);

  useEffect(() => {
    if (!open) return;
    restart();
    reset(JSON.parse(valuesKey));
  }, [open, valuesKey, reset, restart]);

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
    markSaving();
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
