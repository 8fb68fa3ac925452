// The workspace's strings load with its pages (i18n/workspace-strings.ts).
import '../../../i18n/workspace-strings';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { selection } from '../selection-store';

/** The topic list and the respond pages share a selection, cleared when the person leaves them. */
export function SubmissionsAreaRoute() {
  useEffect(() => () => selection.reset(), []);
  return <Outlet />;
}
