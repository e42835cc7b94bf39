// The authenticator secret as a QR code of its otpauth:// URI, which every authenticator app scans. Drawn as an
// SVG image by `qrcode`; the image's text alternative says what it is, and the page keeps the secret as text
// for people who type it in.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { toString as qrSvg } from 'qrcode';

export function TotpQr({ uri }: { uri: string }) {
  const intl = useIntl();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    qrSvg(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then(
      (drawn) => current && setSvg(drawn),
      // Without the picture the secret below still works: nothing to tell the staff member.
      () => current && setSvg(null),
    );
    return () => {
      current = false;
    };
  }, [uri]);
  if (!svg) return null;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={intl.formatMessage({ id: 'staff.setup.qrAlt' })}
      width={200}
      height={200}
      data-testid="totp-qr"
      css={{ display: 'block', maxWidth: '100%', height: 'auto', background: '#fff' }}
    />
  );
}
