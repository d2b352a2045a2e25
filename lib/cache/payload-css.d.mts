export function dropPayloadCss(html: string): string;
