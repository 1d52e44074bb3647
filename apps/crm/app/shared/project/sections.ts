/** The create form's two switches (spec §3) over the four menu sections they stand for. */
const GROUPS = { products: ['products', 'orders'], services: ['services', 'applications'] } as const;

/** Whether the project shows its products and orders, and its services and applications. */
export interface ProjectSections {
  products: boolean;
  services: boolean;
}

export function sectionsFromMenu(menu: ReadonlyArray<{ key: string; is_visible: boolean }>): ProjectSections {
  const visible = (key: string) => menu.find((item) => item.key === key)?.is_visible ?? true;
  return { products: GROUPS.products.every(visible), services: GROUPS.services.every(visible) };
}

export function menuFromSections(sections: ProjectSections) {
  return [
    ...GROUPS.products.map((key) => ({ key, is_visible: sections.products })),
    ...GROUPS.services.map((key) => ({ key, is_visible: sections.services })),
  ];
}
