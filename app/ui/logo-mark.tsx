/** The K-Youth mark: a sun rising over a path, drawn for this site. Decorative beside its name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 48 48"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="48" height="48" rx="12" fill="var(--indigo-900)" />
      <circle cx="24" cy="30" r="10" fill="var(--orange-500)" />
      <path
        d="M24 11v5M11.3 17.3l3.5 3.5M36.7 17.3l-3.5 3.5M7 30h4M37 30h4"
        stroke="var(--orange-400)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M6 36h36v6a6 6 0 0 1-6 6H12a6 6 0 0 1-6-6z" fill="var(--indigo-700)" />
      <path d="M18 36l6-6 6 6" stroke="#fff" strokeWidth="3" fill="none" strokeLinejoin="round" />
    </svg>
  );
}
