// spec 001 §2 "A notice page load failure gives an alert, then home": the notice list and a notice's
// own page share it (domain/content/notice-page.ts NOTICE_FAILURE_TARGET). The alert is shown once
// per screen, whatever re-renders follow.
import { useEffect, useRef } from 'react';
import { NOTICE_FAILURE_TARGET } from '../../../domain/content/notice-page.ts';
import { useDialogs } from '../../dialogs/dialogs.tsx';
import { navigateTo } from '../../shell/navigation.ts';

/** Alerts `failure` (once it is not null), then replaces this screen with home. */
export function useNoticeFailureAlert(failure: string | null): void {
  const dialogs = useDialogs();
  const alerted = useRef(false);
  useEffect(() => {
    if (failure === null || alerted.current) return;
    alerted.current = true;
    void dialogs.alert(failure).then(() => navigateTo(NOTICE_FAILURE_TARGET, { replace: true }));
  }, [failure, dialogs]);
}
