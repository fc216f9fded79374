import { qrPath } from '@app/contracts';
import { useEffect, useState } from 'react';

/** `text` as a QR code drawn here (uqr, loaded when shown): nothing is sent to another host. */
export function QrCode({
  text,
  label,
  size = 200,
}: {
  text: string;
  label: string;
  size?: number;
}) {
  const [code, setCode] = useState<{ text: string; path: string; modules: number }>();
  useEffect(() => {
    let isCurrent = true;
    void import('uqr').then(({ encode }) => {
      const { data } = encode(text, { ecc: 'M' });
      if (isCurrent) setCode({ text, path: qrPath(data), modules: data.length });
    });
    return () => {
      isCurrent = false;
    };
  }, [text]);
  if (code?.text !== text) return <div style={{ width: size, height: size }} />;
  const quiet = 2;
  const box = code.modules + quiet * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      shapeRendering="crispEdges"
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#fff" />
      <path d={code.path} fill="#000" />
    </svg>
  );
}
