/**
 * A drawn street map around a pin, made for this site: shows where the office is without loading
 * anything from a map provider. Decorative; the address is written beside it.
 */
export function MapIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 640 360"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="640" height="360" fill="var(--indigo-50)" />
      {/* Parks and blocks */}
      <path d="M0 0h170l-40 120H0z" fill="var(--green-100)" />
      <path d="M470 250l170-40v150H450z" fill="var(--green-100)" />
      <g fill="var(--paper-0)" opacity="0.9">
        <rect x="200" y="30" width="110" height="70" rx="10" />
        <rect x="340" y="30" width="120" height="70" rx="10" />
        <rect x="200" y="130" width="110" height="80" rx="10" />
        <rect x="380" y="140" width="110" height="70" rx="10" />
        <rect x="40" y="170" width="120" height="80" rx="10" />
        <rect x="210" y="250" width="140" height="80" rx="10" />
        <rect x="520" y="40" width="100" height="120" rx="10" />
      </g>
      {/* River */}
      <path
        d="M-10 300C80 280 120 330 200 340S330 300 380 360"
        fill="none"
        stroke="var(--sky-200)"
        strokeWidth="22"
        strokeLinecap="round"
      />
      {/* Side streets */}
      <g fill="none" stroke="var(--paper-0)" strokeWidth="14" strokeLinecap="round">
        <path d="M0 140h640" />
        <path d="M180 0v360" />
        <path d="M500 0l-20 360" />
        <path d="M0 240l360-10 280-20" />
      </g>
      {/* The main road, in the accent colour */}
      <path
        d="M300 -10C320 80 330 150 360 200S420 300 430 370"
        fill="none"
        stroke="var(--orange-400)"
        strokeWidth="22"
        strokeLinecap="round"
      />
      <path
        d="M300 -10C320 80 330 150 360 200S420 300 430 370"
        fill="none"
        stroke="var(--paper-0)"
        strokeWidth="2"
        strokeDasharray="10 12"
      />
      {/* The pin */}
      <ellipse cx="352" cy="196" rx="26" ry="8" fill="rgb(20 18 38 / 0.18)" />
      <path
        d="M352 196c-8-20-34-40-34-66a34 34 0 0 1 68 0c0 26-26 46-34 66z"
        fill="var(--indigo-900)"
      />
      <circle cx="352" cy="130" r="13" fill="var(--orange-500)" />
    </svg>
  );
}
