import { PICTURES_PER_ITEM_MAX } from '@lineup/contracts/images';

/**
 * Which item a picture file is of, from its name and the brand's naming rule. People name files
 * their own way, so the rule only gives the order of the parts: case, spaces and separators (_ -
 * . and spaces) are all taken, the position may be left out (1), the color may be left out, and
 * the style alone (a model code without its color part, `10001` for `10001-001`) matches when the
 * color, or the brand's having that style in one color only, says which item it is.
 */

export type ItemRef = { modelCode: string; color: string; silhouette: string };

export type NameMatch =
  | { kind: 'matched'; item: ItemRef; position: number }
  | { kind: 'ambiguous'; candidates: ItemRef[]; position: number }
  | { kind: 'unmatched' };

type NamingRule = { nFirst: boolean; hasN: boolean; colorFirst: boolean };

export function parseNamingRule(rule: string): NamingRule {
  const parts: string[] = rule.match(/<[^>]*>/g) ?? [];
  const at = (part: string) => parts.indexOf(part);
  return {
    hasN: at('<n>') >= 0,
    nFirst: at('<n>') >= 0 && at('<n>') < at('<model code>'),
    colorFirst: at('<color>') >= 0 && at('<color>') < at('<model code>'),
  };
}

const tokensOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s_.\-/]+/)
    .filter((token) => token !== '');
const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const isPosition = (token: string | undefined) => token !== undefined && /^\d{1,3}$/.test(token);

/** The brand's items, looked up by model code and by style (the model code without its last part). */
export type ItemIndex = { byCode: Map<string, ItemRef>; byStyle: Map<string, ItemRef[]> };

export function indexItems(items: readonly ItemRef[]): ItemIndex {
  const byCode = new Map<string, ItemRef>();
  const byStyle = new Map<string, ItemRef[]>();
  for (const item of items) {
    const tokens = tokensOf(item.modelCode);
    byCode.set(tokens.join('-'), item);
    if (tokens.length > 1) {
      const style = tokens.slice(0, -1).join('-');
      byStyle.set(style, [...(byStyle.get(style) ?? []), item]);
    }
  }
  return { byCode, byStyle };
}

/** The color words of a name agree with an item: its color's name, or its model code's color part. */
function colorAgrees(item: ItemRef, colorTokens: string[]): boolean {
  if (colorTokens.length === 0) return true;
  const said = colorTokens.join('');
  const codeColor = tokensOf(item.modelCode).at(-1);
  return said === squash(item.color) || said === codeColor || squash(item.color).startsWith(said);
}

/** The parts of a name around the model code: [code tokens, color tokens] for each way to cut it. */
function cuts(tokens: string[], colorFirst: boolean): [string[], string[]][] {
  const found: [string[], string[]][] = [];
  for (let k = tokens.length; k >= 1; k -= 1) {
    found.push(
      colorFirst
        ? [tokens.slice(tokens.length - k), tokens.slice(0, tokens.length - k)]
        : [tokens.slice(0, k), tokens.slice(k)],
    );
  }
  return found;
}

export function matchFileName(fileName: string, rule: NamingRule, index: ItemIndex): NameMatch {
  const stem = fileName.replace(/^.*[\\/]/, '').replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const all = tokensOf(stem);
  if (all.length === 0) return { kind: 'unmatched' };
  // The whole name is a model code: a number in it is part of the code, not a position.
  const whole = index.byCode.get(all.join('-'));
  if (whole) return { kind: 'matched', item: whole, position: 1 };

  let tokens = all;
  let position = 1;
  const edge = rule.nFirst ? tokens[0] : tokens.at(-1);
  if (rule.hasN && tokens.length > 1 && isPosition(edge)) {
    position = Number(edge);
    tokens = rule.nFirst ? tokens.slice(1) : tokens.slice(0, -1);
  }
  if (position < 1 || position > PICTURES_PER_ITEM_MAX) return { kind: 'unmatched' };

  for (const [code, color] of cuts(tokens, rule.colorFirst)) {
    const item = index.byCode.get(code.join('-'));
    if (item) return colorAgrees(item, color) ? { kind: 'matched', item, position } : { kind: 'unmatched' };
  }
  for (const [style, color] of cuts(tokens, rule.colorFirst)) {
    const siblings = index.byStyle.get(style.join('-'));
    if (!siblings) continue;
    const agreeing = siblings.filter((item) => colorAgrees(item, color));
    if (agreeing.length === 1) return { kind: 'matched', item: agreeing[0]!, position };
    return { kind: 'ambiguous', candidates: agreeing.length > 1 ? agreeing : siblings, position };
  }
  return { kind: 'unmatched' };
}
