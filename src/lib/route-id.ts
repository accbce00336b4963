/** The item id of a detail route (`/articles/:id`…), or NaN when the path holds no valid id. */
export function parseRouteId(raw: string | undefined): number {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : Number.NaN;
}
