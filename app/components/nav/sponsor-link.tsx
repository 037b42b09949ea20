import { SPONSOR_LINK } from "~/lib/chrome/chrome-config";

export function SponsorLink({ className, labelClassName }: { className?: string; labelClassName?: string }) {
  return (
    <a href={SPONSOR_LINK.href} className={className} rel="noopener" target="_blank" aria-label={SPONSOR_LINK.label}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z"
        />
      </svg>
      <span className={labelClassName}>{SPONSOR_LINK.label}</span>
    </a>
  );
}
