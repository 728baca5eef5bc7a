/** An identity card beside a house: decorative, hidden from assistive technology. */
export function KycIllustration() {
  return (
    <svg width="160" height="110" viewBox="0 0 160 110" aria-hidden="true" focusable="false">
      <rect x="4" y="22" width="92" height="62" rx="8" fill="#e6f4ff" stroke="#1677ff" strokeWidth="3" />
      <circle cx="30" cy="48" r="10" fill="#1677ff" />
      <path d="M16 72c3-9 9-13 14-13s11 4 14 13" fill="#1677ff" />
      <rect x="52" y="40" width="34" height="5" rx="2.5" fill="#1677ff" />
      <rect x="52" y="52" width="28" height="5" rx="2.5" fill="#91caff" />
      <rect x="52" y="64" width="22" height="5" rx="2.5" fill="#91caff" />
      <path
        d="M112 56l22-20 22 20v38h-44z"
        fill="#f6ffed"
        stroke="#389e0d"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <rect x="128" y="72" width="12" height="22" fill="#389e0d" />
    </svg>
  );
}
