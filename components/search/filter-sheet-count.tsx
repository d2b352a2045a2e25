import { FILTER_SHEET_WORDS } from '@/lib/words/browse';

/**
 * "Tampilkan N lomba" on the Filter sheet's submit button: N is what the page has now. Server HTML: the sheet's code
 * (lib/page-actions/sheet.ts), loaded when "Filter" is first pressed, makes it follow the choices. Without a script
 * the number is dropped once a choice changes (globals.css, `.sheet-count`), as it could no longer be true.
 */
export function FilterSheetCount({ initial }: { initial: number }) {
  return (
    <span className="sheet-count">
      <span className="sheet-count-n" data-sheet-count>
        {FILTER_SHEET_WORDS.show(initial)}
      </span>
      <span className="sheet-count-any">{FILTER_SHEET_WORDS.showChosen}</span>
    </span>
  );
}
