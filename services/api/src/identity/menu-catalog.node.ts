/** A menu node: three levels, area (root, no route) → group → screen (with route). */
export type MenuNode = [
  id: string,
  parent: string,
  label: string,
  order: number,
  route: string,
  icon: string,
];
