import { SAVE_WORDS } from '@/lib/words/visitor';

const VARIANTS = {
  // On every card, 16 times a page: a class of its own (globals.css) keeps the HTML and the inline payload short.
  overlay: 'save-overlay',
  inline:
    'relative z-10 h-11 rounded-lg px-4 text-sm ring-1 bg-white text-slate-800 ring-slate-300 hover:bg-slate-50 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 aria-pressed:ring-brand-300 aria-pressed:hover:bg-brand-100',
} as const;

/**
 * "Simpan"/"Tersimpan": keeps the competition in this browser's saved list. Plain server HTML with no component
 * code: the inline SAVE_BUTTONS_SCRIPT (lib/saved.ts) toggles it from the first paint, before and whatever React
 * hydrates, and sets aria-pressed on the buttons of saved competitions; the label and the filled icon follow
 * aria-pressed in CSS (globals.css, `.save-toggle`). `pressed` is for a list of saved ones (/tersimpan).
 */
export function SaveToggle({
  id,
  variant = 'inline',
  className = '',
  pressed = false,
}: {
  id: string;
  variant?: keyof typeof VARIANTS;
  className?: string;
  pressed?: boolean;
}) {
  return (
    <button
      type="button"
      data-save={id}
      aria-pressed={pressed}
      data-stat={`save:${id}`}
      className={`save-toggle inline-flex items-center gap-1.5 font-semibold transition-colors ${VARIANTS[variant]}${className ? ` ${className}` : ''}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
        <path
          strokeLinejoin="round"
          d="M6 3.75h12a.75.75 0 0 1 .75.75v16.1a.4.4 0 0 1-.64.32L12 16.5l-6.11 4.42a.4.4 0 0 1-.64-.32V4.5A.75.75 0 0 1 6 3.75Z"
        />
      </svg>
      <span className="save-off">{SAVE_WORDS.save}</span>
      <span className="save-on">{SAVE_WORDS.saved}</span>
    </button>
  );
}
