/**
 * What went wrong with a form as a whole (no single field to blame, or the server refused it), read out
 * as soon as it appears; nothing while there is no message.
 */
export function FormAlert({ message, className = "" }: { message: string | null | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={`rounded-lg bg-accent-soft px-3 py-2 text-sm text-accent-dark ${className}`}>
      {message}
    </p>
  );
}
