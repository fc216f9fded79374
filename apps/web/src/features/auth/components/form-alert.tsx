/** A form-level problem (a refused login, a server error), announced when it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="auth-alert" role="alert">
      {message}
    </p>
  );
}
