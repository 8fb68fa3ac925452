import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { IdentitySettings, SsoProtocol } from '@voyce/contracts/identity';
import { useId, useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { startTestSignIn, useUpdateIdentitySettings, type IdentitySettingsInput } from '../../../api/identity';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorMessage } from '../../../components/error-message';
import { FormPasswordField } from '../../../components/form-password-field';
import { FormTextField } from '../../../components/form-text-field';
import { RadioChoice } from '../../../components/radio-choice';
import { SectionCard } from '../../../components/section-card';
import { ToggleSwitch } from '../../../components/toggle-switch';
import { useTranslation, type TranslationKey } from '../../../i18n/translate';
import { isApiError, messageOr } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { notify } from '../../../lib/notify';
import { useOrganizationId } from '../../../lib/organization';
import { CopyField } from './copy-field';

type Values = {
  protocol: SsoProtocol;
  enabled: boolean;
  requireSso: boolean;
  jitMembership: boolean;
  domains: string;
  issuer: string;
  clientId: string;
  /** Write-only: empty keeps the stored secret. */
  clientSecret: string;
  emailClaim: string;
  /** Write-only: the server reads the three below from it when saved, and keeps those. */
  metadataUrl: string;
  entryPoint: string;
  idpIssuer: string;
  /** Empty keeps the stored certificates. */
  certificate: string;
};

const valuesOf = (s: IdentitySettings): Values => ({
  protocol: s.protocol,
  enabled: s.enabled,
  requireSso: s.requireSso,
  jitMembership: s.jitMembership,
  domains: s.allowedDomains.join(', '),
  issuer: s.oidc.issuer ?? '',
  clientId: s.oidc.clientId ?? '',
  clientSecret: '',
  emailClaim: s.oidc.emailClaim,
  metadataUrl: '',
  entryPoint: s.saml.entryPoint ?? '',
  idpIssuer: s.saml.idpIssuer ?? '',
  certificate: '',
});

/**
 * The save's body. A protocol's block goes when it is the chosen one or has been filled in (the
 * server then checks it whole); a secret or certificate left empty is left out, which keeps the stored one.
 */
function requestOf(v: Values): IdentitySettingsInput {
  const oidc = v.protocol === 'oidc' || v.issuer.trim() || v.clientId.trim();
  const saml = v.protocol === 'saml' || v.metadataUrl.trim() || v.entryPoint.trim() || v.idpIssuer.trim();
  return {
    protocol: v.protocol,
    enabled: v.enabled,
    requireSso: v.requireSso,
    jitMembership: v.jitMembership,
    allowedDomains: v.domains.split(/[\s,;]+/).filter(Boolean),
    ...(oidc && {
      oidc: {
        issuer: v.issuer,
        clientId: v.clientId,
        emailClaim: v.emailClaim.trim() || 'email',
        ...(v.clientSecret && { clientSecret: v.clientSecret }),
      },
    }),
    ...(saml && {
      // The provider's metadata, when given, stands for the three typed fields (the server reads them from it).
      saml: v.metadataUrl.trim()
        ? { idpMetadataUrl: v.metadataUrl.trim() }
        : { entryPoint: v.entryPoint, idpIssuer: v.idpIssuer, ...(v.certificate.trim() && { certificates: [v.certificate] }) },
    }),
  };
}

const FIELDS = ['issuer', 'clientId', 'clientSecret', 'emailClaim', 'entryPoint', 'idpIssuer'] as const;

/** The field a server error's path names ('oidc.issuer', 'allowedDomains.2', 'saml.certificates'). */
function fieldOf(path: string): keyof Values | null {
  const parts = path.split('.');
  if (parts[0] === 'allowedDomains') return 'domains';
  if (parts.includes('certificates')) return 'certificate';
  if (parts.includes('idpMetadataUrl') || parts.includes('idpMetadataXml')) return 'metadataUrl';
  return FIELDS.find((f) => parts.includes(f)) ?? null;
}

/** An on/off setting with what it does under it (read by screen readers as its description). */
function SwitchRow(props: {
  control: Control<Values>;
  name: 'enabled' | 'requireSso' | 'jitMembership';
  label: TranslationKey;
  help: TranslationKey;
  onTurnOn?: () => void;
}) {
  const { t } = useTranslation();
  const { field } = useController({ control: props.control, name: props.name });
  const helpId = useId();
  return (
    <Box>
      <FormControlLabel
        control={
          <ToggleSwitch
            checked={field.value}
            describedBy={helpId}
            onChange={(e) => (e.target.checked && props.onTurnOn ? props.onTurnOn() : field.onChange(e.target.checked))}
          />
        }
        label={t(props.label)}
      />
      <Typography id={helpId} variant="body2" sx={{ color: 'text.secondary', ml: 6.5, mt: -0.5 }}>
        {t(props.help)}
      </Typography>
    </Box>
  );
}

/**
 * Single sign-on: the protocol and its provider's details, the allowed domains, and the three
 * switches. Requiring SSO asks first (it locks members out of passwords and codes). Test sign-in
 * runs the saved settings through the provider and comes back here, where its result shows.
 */
export function SsoSection({ settings }: { settings: IdentitySettings }) {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const update = useUpdateIdentitySettings(organizationId);
  const form = useForm<Values>({ defaultValues: valuesOf(settings) });
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmRequire, setConfirmRequire] = useState(false);
  const [testing, setTesting] = useState(false);
  const testHelpId = useId();
  const protocol = form.watch('protocol');
  const dirty = form.formState.isDirty;

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    update.mutate(requestOf(values), {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        notify(t('settings.identity.saved'), { variant: 'success' });
      },
      onError: (error) => {
        setFailure(messageOr(error, t('settings.identity.saveError')));
        for (const [path, message] of Object.entries((isApiError(error) && error.details) || {})) {
          const field = fieldOf(path);
          if (field && typeof message === 'string') form.setError(field, { message });
        }
      },
    });
  });

  const test = async () => {
    setTesting(true);
    setFailure(null);
    try {
      await startTestSignIn(organizationId);
    } catch (error) {
      setFailure(messageOr(error, t('settings.identity.testError')));
      setTesting(false);
    }
  };

  const { field: protocolField } = useController({ control: form.control, name: 'protocol' });
  const last = settings.lastTest;
  return (
    <SectionCard title={t('settings.identity.ssoTitle')}>
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} sx={{ display: 'grid', gap: 1.5 }}>
        <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('settings.identity.ssoIntro')}</Typography>
        <RadioChoice
          label={t('settings.identity.protocol')}
          value={protocolField.value}
          onChange={(v) => protocolField.onChange(v)}
          options={[
            { value: 'oidc', label: t('settings.identity.oidc') },
            { value: 'saml', label: t('settings.identity.saml') },
          ]}
        />
        <SwitchRow control={form.control} name="enabled" label="settings.identity.enabled" help="settings.identity.enabledHelp" />
        <FormTextField
          control={form.control}
          name="domains"
          label={t('settings.identity.domains')}
          helperText={t('settings.identity.domainsHelp')}
        />
        {protocol === 'oidc' ? (
          <>
            <FormTextField control={form.control} name="issuer" label={t('settings.identity.issuer')} type="url" />
            <FormTextField control={form.control} name="clientId" label={t('settings.identity.clientId')} autoComplete="off" />
            <FormPasswordField
              control={form.control}
              name="clientSecret"
              label={t('settings.identity.clientSecret')}
              autoComplete="new-password"
              helperText={t(settings.oidc.clientSecretSet ? 'settings.identity.clientSecretKept' : 'settings.identity.clientSecretNew')}
            />
            <FormTextField
              control={form.control}
              name="emailClaim"
              label={t('settings.identity.emailClaim')}
              helperText={t('settings.identity.emailClaimHelp')}
            />
            <Typography variant="h5" component="h3">
              {t('settings.identity.atProvider')}
            </Typography>
            <CopyField label={t('settings.identity.redirectUri')} value={settings.oidc.redirectUri} />
          </>
        ) : (
          <>
            <FormTextField
              control={form.control}
              name="metadataUrl"
              label={t('settings.identity.idpMetadataUrl')}
              type="url"
              helperText={t('settings.identity.idpMetadataUrlHelp')}
            />
            <FormTextField control={form.control} name="entryPoint" label={t('settings.identity.entryPoint')} type="url" />
            <FormTextField control={form.control} name="idpIssuer" label={t('settings.identity.idpIssuer')} />
            <FormTextField
              control={form.control}
              name="certificate"
              label={t('settings.identity.certificate')}
              multiline
              rows={4}
              helperText={
                settings.saml.certificateCount > 0
                  ? t('settings.identity.certificatesKept', { count: settings.saml.certificateCount })
                  : undefined
              }
            />
            <Typography variant="h5" component="h3">
              {t('settings.identity.atProvider')}
            </Typography>
            <CopyField label={t('settings.identity.spEntityId')} value={settings.saml.spEntityId} />
            <CopyField label={t('settings.identity.acsUrl')} value={settings.saml.acsUrl} />
            <CopyField label={t('settings.identity.metadataUrl')} value={settings.saml.metadataUrl} />
          </>
        )}
        <SwitchRow control={form.control} name="jitMembership" label="settings.identity.jit" help="settings.identity.jitHelp" />
        <SwitchRow
          control={form.control}
          name="requireSso"
          label="settings.identity.require"
          help="settings.identity.requireHelp"
          onTurnOn={() => setConfirmRequire(true)}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}>
          <Button type="submit" variant="contained" disabled={!dirty || update.isPending}>
            {t('settings.common.save')}
          </Button>
          <Button variant="outlined" disabled={dirty || testing} onClick={() => void test()} aria-describedby={testHelpId}>
            {t('settings.identity.test')}
          </Button>
          <Typography id={testHelpId} variant="body2" sx={{ color: 'text.secondary' }}>
            {t(dirty ? 'settings.identity.testSaveFirst' : 'settings.identity.testHelp')}
          </Typography>
        </Box>
        {failure && <ErrorMessage>{failure}</ErrorMessage>}
        {last && (
          <Alert severity={last.ok ? 'success' : 'error'} sx={{ mt: 2 }}>
            {t('settings.identity.lastTest', { when: formatDateTime(last.at), message: last.message })}
          </Alert>
        )}
      </Box>
      <ConfirmDialog
        open={confirmRequire}
        title={t('settings.identity.requireTitle')}
        text={t('settings.identity.requireText')}
        confirmLabel={t('settings.identity.requireConfirm')}
        cancelLabel={t('common.cancel')}
        destructive
        onClose={() => setConfirmRequire(false)}
        onConfirm={() => {
          form.setValue('requireSso', true, { shouldDirty: true });
          setConfirmRequire(false);
        }}
      />
    </SectionCard>
  );
}
