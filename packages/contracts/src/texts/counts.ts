/** "1 item", "2 items": one wording of a count of items across the screens. */
export const itemCount = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'item' : 'items'}`;
