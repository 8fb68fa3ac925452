import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import type { SubmissionsReportOptions } from '@voyce/contracts/reports';
import { useState } from 'react';
import { useTranslation } from '../i18n/translate';
import { exportAndDownload } from '../lib/export-download';
import { generateReport } from '../api/reports';
import { notify } from '../lib/notify';

type Props = {
  organizationId: string;
  /** Read at click time: the list's filters and selection as they are then. */
  options: () => SubmissionsReportOptions;
};

/**
 * A list's 'Export CSV' (spec 1 §7 'CSV report for submissions'): /generateReport with
 * reportType 'submissions', then the signed file is saved, with the export wording of spec 1 §8.
 */
export function ExportCsvButton({ organizationId, options }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const onExport = async () => {
    if (!organizationId) {
      notify(t('workspace.export.noOrganization'), { variant: 'error' });
      return;
    }
    setBusy(true);
    await exportAndDownload(
      async () => (await generateReport({ reportOptions: options(), organizationId })).signedUrl,
      t('workspace.export.invalid'),
    );
    setBusy(false);
  };
  return (
    <Button variant="outlined" size="small" startIcon={<FileDownloadOutlined />} onClick={() => void onExport()} disabled={busy}>
      {busy ? t('workspace.exporting') : t('workspace.exportCsv')}
    </Button>
  );
}
