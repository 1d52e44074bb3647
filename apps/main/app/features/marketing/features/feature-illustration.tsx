import type { FeatureSlug } from '../marketing-pages';

/** Decorative only (hidden from screen readers): a phone with the project's screen, tinted per feature by CSS. */
export function FeatureIllustration({ slug }: { slug: FeatureSlug }) {
  return (
    <div className={`marketing-illustration marketing-illustration--${slug}`} aria-hidden="true">
      <svg viewBox="0 0 200 240" width="200" height="240" focusable="false">
        <rect
          x="45"
          y="10"
          width="110"
          height="220"
          rx="18"
          fill="#fff"
          stroke="currentColor"
          strokeWidth="4"
        />
        <rect x="80" y="20" width="40" height="6" rx="3" fill="currentColor" opacity="0.35" />
        <circle cx="100" cy="68" r="22" fill="currentColor" opacity="0.85" />
        <rect x="62" y="104" width="76" height="10" rx="5" fill="currentColor" opacity="0.55" />
        <rect x="62" y="124" width="58" height="8" rx="4" fill="currentColor" opacity="0.3" />
        <rect x="62" y="148" width="76" height="22" rx="11" fill="currentColor" opacity="0.2" />
        <rect x="62" y="178" width="76" height="22" rx="11" fill="currentColor" />
      </svg>
    </div>
  );
}
