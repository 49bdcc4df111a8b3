import { useEffect } from 'react';

/** AuthSilentRenew (spec §2): runs inside the hidden iframe and hands the answer to the parent. */
export function SilentRenewPage() {
  useEffect(() => {
    void import('@/lib/oidc').then(({ completeSilentRenew }) => completeSilentRenew()).catch(() => undefined);
  }, []);
  return null;
}
