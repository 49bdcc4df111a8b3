import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/** A photo or scan, `width` CSS pixels wide (the zoom decides), from the bytes already loaded. */
export function ImageView({ bytes, type, filename, width, onRendered }: { bytes: ArrayBuffer; type: string; filename: string; width: number; onRendered: () => void }) {
  const { t } = useLingui();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([bytes], { type }));
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [bytes, type]);
  if (!src) return null;
  return (
    <div style={{ width: 'fit-content', minWidth: '100%', display: 'flex', justifyContent: 'center' }}>
      <img src={src} alt={t`Image ${filename}`} onLoad={onRendered} style={{ display: 'block', width, height: 'auto', maxWidth: 'none' }} />
    </div>
  );
}
