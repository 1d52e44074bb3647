/** Decorative only: a phone with a booking screen beside a chat bubble, drawn inline (no image request). */
export function HeroIllustration() {
  return (
    <div className="marketing-illustration home-hero__illustration" aria-hidden="true">
      <svg viewBox="0 0 260 260" width="260" height="260" focusable="false">
        <circle cx="150" cy="130" r="110" fill="currentColor" opacity="0.08" />
        <rect
          x="70"
          y="20"
          width="120"
          height="220"
          rx="20"
          fill="#fff"
          stroke="currentColor"
          strokeWidth="4"
        />
        <rect x="108" y="30" width="44" height="6" rx="3" fill="currentColor" opacity="0.35" />
        <rect x="86" y="52" width="88" height="44" rx="10" fill="currentColor" opacity="0.85" />
        <rect x="86" y="108" width="40" height="26" rx="8" fill="currentColor" opacity="0.25" />
        <rect x="134" y="108" width="40" height="26" rx="8" fill="currentColor" opacity="0.55" />
        <rect x="86" y="142" width="40" height="26" rx="8" fill="currentColor" opacity="0.25" />
        <rect x="134" y="142" width="40" height="26" rx="8" fill="currentColor" opacity="0.25" />
        <rect x="86" y="196" width="88" height="26" rx="13" fill="currentColor" />
        <path
          d="M196 60h44a10 10 0 0 1 10 10v26a10 10 0 0 1-10 10h-26l-14 12v-12h-4a10 10 0 0 1-10-10V70a10 10 0 0 1 10-10z"
          fill="#ffb547"
        />
        <rect x="204" y="74" width="34" height="6" rx="3" fill="#fff" />
        <rect x="204" y="86" width="22" height="6" rx="3" fill="#fff" />
      </svg>
    </div>
  );
}
