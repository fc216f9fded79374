import { QrCode } from '@/shared/ui/qr-code';

/** The invitation link as a QR code (shared/ui/qr-code: drawn here, the encoder loaded lazily). */
export function InviteQr({ text, label }: { text: string; label: string }) {
  return <QrCode text={text} label={label} className="invite-qr" />;
}
