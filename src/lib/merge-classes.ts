/**
 * Joins Tailwind classes so that a later utility overrides an earlier one of the same kind
 * (`cn('px-4 h-10', 'h-8')` → `px-4 h-8`), per variant (`hover:`, `sm:`…).
 *
 * A small stand-in for tailwind-merge (8.5 KiB gzip, a third of the home page's budget beyond
 * React and the router): it knows the utility groups this project uses and leaves any class it
 * does not recognise untouched, so an unknown class is never dropped, at worst not merged.
 */

/** A pattern and its group name, where `$1`… stand for the pattern's captures. */
type Rule = [RegExp, string];

const SIDES = 'x|y|t|r|b|l|s|e';

const RULES: Rule[] = [
  [/^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|contents|table|hidden|flow-root|list-item)$/, 'display'],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(visible|invisible|collapse)$/, 'visibility'],
  [/^(sr-only|not-sr-only)$/, 'sr'],
  [/^inset-(x|y)-/, 'inset-$1'],
  [/^inset-/, 'inset'],
  [/^(top|right|bottom|left|start|end)-/, '$1'],
  [/^z-/, 'z'],
  [/^flex-(row|col|row-reverse|col-reverse)$/, 'flex-direction'],
  [/^flex-(wrap|nowrap|wrap-reverse)$/, 'flex-wrap'],
  [/^flex-/, 'flex'],
  [/^(grow|shrink)(-|$)/, '$1'],
  [/^basis-/, 'basis'],
  [/^order-/, 'order'],
  [/^grid-(cols|rows)-/, 'grid-$1'],
  [/^(col|row)-span-/, '$1-span'],
  [/^gap-(x|y)-/, 'gap-$1'],
  [/^gap-/, 'gap'],
  [/^space-(x|y)-/, 'space-$1'],
  [/^justify-(items|self)-/, 'justify-$1'],
  [/^justify-/, 'justify-content'],
  [/^items-/, 'align-items'],
  [/^self-/, 'align-self'],
  [/^content-(normal|center|start|end|between|around|evenly|baseline|stretch)$/, 'align-content'],
  [/^(p|m)([xytrblse]?)-/, '$1$2'],
  [/^size-/, 'size'],
  [/^(min-w|max-w|min-h|max-h|w|h)-/, '$1'],
  [/^text-(xs|sm|base|lg|xl|[2-9]xl)(\/.+)?$/, 'font-size'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-(wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^text-(ellipsis|clip)$/, 'text-overflow'],
  [/^text-/, 'text-color'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^font-(sans|serif|mono)$/, 'font-family'],
  [/^leading-/, 'leading'],
  [/^tracking-/, 'tracking'],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, 'text-transform'],
  [/^(underline|overline|line-through|no-underline)$/, 'text-decoration'],
  [/^underline-offset-/, 'underline-offset'],
  [/^(italic|not-italic)$/, 'font-style'],
  [/^whitespace-/, 'whitespace'],
  [/^line-clamp-/, 'line-clamp'],
  [/^bg-(gradient-to-|linear-|radial|conic|none$)/, 'bg-image'],
  [/^bg-(fixed|local|scroll)$/, 'bg-attachment'],
  [/^bg-(auto|cover|contain)$/, 'bg-size'],
  [/^bg-(no-repeat|repeat(-.+)?)$/, 'bg-repeat'],
  [/^bg-(bottom|center|left|left-bottom|left-top|right|right-bottom|right-top|top)$/, 'bg-position'],
  [/^bg-(clip|origin)-/, 'bg-$1'],
  [/^bg-/, 'bg-color'],
  [/^(from|via|to)-/, 'gradient-$1'],
  [/^rounded(?:-(tl|tr|br|bl|ss|se|ee|es|t|r|b|l|s|e))?(-.+)?$/, 'rounded-$1'],
  [new RegExp(`^border(?:-(${SIDES}))?(-(\\d+|\\[[^\\]]+\\]))?$`), 'border-w-$1'],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, 'border-style'],
  [new RegExp(`^border-(${SIDES})-`), 'border-color-$1'],
  [/^border-/, 'border-color'],
  [/^outline(-(\d+))?$/, 'outline-w'],
  [/^outline-offset-/, 'outline-offset'],
  [/^outline-(none|hidden|dashed|dotted|double|solid)$/, 'outline-style'],
  [/^outline-/, 'outline-color'],
  [/^ring(-\d+)?$/, 'ring-w'],
  [/^ring-inset$/, 'ring-inset'],
  [/^ring-offset-\d+$/, 'ring-offset-w'],
  [/^ring-offset-/, 'ring-offset-color'],
  [/^ring-/, 'ring-color'],
  [/^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|inner))?$/, 'shadow'],
  [/^shadow-/, 'shadow-color'],
  [/^opacity-/, 'opacity'],
  [/^overflow-(x|y)-/, 'overflow-$1'],
  [/^overflow-/, 'overflow'],
  [/^object-(contain|cover|fill|none|scale-down)$/, 'object-fit'],
  [/^object-/, 'object-position'],
  [/^aspect-/, 'aspect'],
  [/^cursor-/, 'cursor'],
  [/^pointer-events-/, 'pointer-events'],
  [/^select-/, 'user-select'],
  [/^transition(-.+)?$/, 'transition'],
  [/^(duration|ease|delay|animate)-/, '$1'],
  [/^translate-(x|y)-/, 'translate-$1'],
  [/^(list-none|list-disc|list-decimal)$/, 'list-style-type'],
  [/^fill-/, 'fill'],
];

/** Groups a later class of the key group removes, besides its own. */
const CONFLICTS: Record<string, string[]> = {
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  rounded: [
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-s',
    'rounded-e',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
    'rounded-ss',
    'rounded-se',
    'rounded-ee',
    'rounded-es',
  ],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'border-w': SIDES.split('|').map((side) => `border-w-${side}`),
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': SIDES.split('|').map((side) => `border-color-${side}`),
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  overflow: ['overflow-x', 'overflow-y'],
  'line-clamp': ['display', 'overflow'],
};

const groupCache = new Map<string, string | null>();

function utilityGroup(utility: string): string | null {
  const cached = groupCache.get(utility);
  if (cached !== undefined) return cached;
  const base = utility.replace(/^-/, '');
  let group: string | null = null;
  for (const [pattern, name] of RULES) {
    const match = base.match(pattern);
    if (match) {
      group = name.replace(/\$(\d)/g, (_, capture: string) => match[Number(capture)] ?? '').replace(/-$/, '');
      break;
    }
  }
  groupCache.set(utility, group);
  return group;
}

/** Splits `md:hover:!px-4` into its variants (sorted: their order does not matter) and utility. */
function parseClass(className: string): { variants: string; utility: string } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      parts.push(className.slice(start, index));
      start = index + 1;
    }
  }
  let utility = className.slice(start);
  let important = '';
  if (utility.startsWith('!') || utility.endsWith('!')) {
    important = '!';
    utility = utility.replace(/^!|!$/g, '');
  }
  return { variants: parts.sort().join(':') + important, utility };
}

/** Components pass the same few class lists on every render: each is merged once. */
const mergedCache = new Map<string, string>();
const MERGED_CACHE_SIZE = 2000;

export function mergeClasses(classList: string): string {
  let merged = mergedCache.get(classList);
  if (merged === undefined) {
    if (mergedCache.size >= MERGED_CACHE_SIZE) mergedCache.clear();
    merged = mergeUncached(classList);
    mergedCache.set(classList, merged);
  }
  return merged;
}

function mergeUncached(classList: string): string {
  const classes = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index]!;
    const { variants, utility } = parseClass(className);
    const group = utility.startsWith('[') ? null : utilityGroup(utility);
    if (group === null) {
      if (!kept.includes(className)) kept.push(className);
      continue;
    }
    const key = `${variants}|${group}`;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const conflicting of CONFLICTS[group] ?? []) taken.add(`${variants}|${conflicting}`);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
