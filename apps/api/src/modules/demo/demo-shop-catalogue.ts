import type { Db } from '../../db/database';
import { productCategories, products, productVariants, type ProductOption } from '../../db/schema';

interface DemoVariant {
  values: string[];
  price: number;
  discount?: number;
  /** Null: not tracked. */
  stock: number | null;
  sku?: string;
}

interface DemoProduct {
  name: string;
  description: string;
  en: string;
  ka: string;
  category: number;
  options: ProductOption[];
  variants: DemoVariant[];
  hidden?: boolean;
}

/** A variant of the demo catalogue with its ids, for the demo orders. */
export interface DemoSoldVariant extends DemoVariant {
  id: string;
  productId: string;
}

const CATEGORIES = [
  { name: 'Футболки', en: 'T-shirts', ka: 'მაისურები' },
  { name: 'Рубашки', en: 'Shirts', ka: 'პერანგები' },
  { name: 'Аксессуары', en: 'Accessories', ka: 'აქსესუარები' },
];

const SIZES = ['S', 'M', 'L'];
const sized = (price: number, stock: number[], sku: string, discount?: number): DemoVariant[] =>
  SIZES.map((size, index) => ({
    values: [size],
    price,
    discount,
    stock: stock[index],
    sku: `${sku}-${size}`,
  }));

/** Prices in tetri (GEL minor units). */
const PRODUCTS: DemoProduct[] = [
  {
    name: 'Льняная футболка',
    en: 'Linen T-shirt',
    ka: 'სელის მაისური',
    description: 'Стираный лён, свободный крой. Мягкая с первой носки.',
    category: 0,
    options: [
      { name: 'Размер', values: SIZES },
      { name: 'Цвет', values: ['Песочный', 'Чёрный'] },
    ],
    variants: SIZES.flatMap((size, index) => [
      { values: [size, 'Песочный'], price: 6500, stock: [4, 1, 0][index], sku: `LT-${size}-SND` },
      {
        values: [size, 'Чёрный'],
        price: 6500,
        discount: 5500,
        stock: [2, 6, 3][index],
        sku: `LT-${size}-BLK`,
      },
    ]),
  },
  {
    name: 'Футболка с принтом «Тбилиси»',
    en: '“Tbilisi” print T-shirt',
    ka: 'მაისური პრინტით „თბილისი“',
    description: 'Хлопок, принт вручную. Ограниченный тираж.',
    category: 0,
    options: [{ name: 'Размер', values: SIZES }],
    variants: sized(5500, [0, 0, 0], 'TB'),
  },
  {
    name: 'Оксфордская рубашка',
    en: 'Oxford shirt',
    ka: 'ოქსფორდის პერანგი',
    description: 'Плотный оксфорд, пуговицы на воротнике.',
    category: 1,
    options: [{ name: 'Размер', values: SIZES }],
    variants: sized(12000, [3, 5, 2], 'OX', 9900),
  },
  {
    name: 'Льняная рубашка',
    en: 'Linen shirt',
    ka: 'სელის პერანგი',
    description: 'Лёгкая рубашка на лето, перламутровые пуговицы.',
    category: 1,
    options: [{ name: 'Размер', values: SIZES }],
    variants: sized(13500, [1, 2, 1], 'LS'),
  },
  {
    name: 'Холщовая сумка',
    en: 'Canvas tote',
    ka: 'ტილოს ჩანთა',
    description: 'Вмещает ноутбук и багет.',
    category: 2,
    options: [],
    variants: [{ values: [], price: 3000, stock: null, sku: 'TOTE' }],
  },
  {
    name: 'Кожаный ремень',
    en: 'Leather belt',
    ka: 'ტყავის ქამარი',
    description: 'Натуральная кожа, латунная пряжка.',
    category: 2,
    options: [],
    variants: [{ values: [], price: 8000, discount: 6500, stock: 7, sku: 'BELT' }],
  },
  {
    name: 'Шерстяная шапка',
    en: 'Wool beanie',
    ka: 'შალის ქუდი',
    description: 'Вернётся к осени.',
    category: 2,
    options: [],
    variants: [{ values: [], price: 4500, stock: 0, sku: 'BEANIE' }],
    hidden: true,
  },
];

/** The demo shop's catalogue: three categories, sized and coloured variants, discounts, low, sold-out and hidden. */
export async function seedDemoShopCatalogue(db: Db, projectId: string) {
  const categoryIds: string[] = [];
  for (const [position, category] of CATEGORIES.entries()) {
    const [row] = await db
      .insert(productCategories)
      .values({
        projectId,
        name: category.name,
        translations: { en: { name: category.en }, ka: { name: category.ka } },
        position,
      })
      .returning({ id: productCategories.id });
    categoryIds.push(row.id);
  }
  const variantsByName = new Map<string, DemoSoldVariant[]>();
  for (const [position, product] of PRODUCTS.entries()) {
    const [row] = await db
      .insert(products)
      .values({
        projectId,
        categoryId: categoryIds[product.category],
        name: product.name,
        description: product.description,
        translations: {
          en: { name: product.en, description: null },
          ka: { name: product.ka, description: null },
        },
        options: product.options,
        minPriceMinor: Math.min(...product.variants.map((variant) => variant.discount ?? variant.price)),
        position,
        isVisible: !product.hidden,
      })
      .returning({ id: products.id });
    const rows = await db
      .insert(productVariants)
      .values(
        product.variants.map((variant, index) => ({
          projectId,
          productId: row.id,
          optionValues: variant.values,
          sku: variant.sku ?? null,
          priceMinor: variant.price,
          discountPriceMinor: variant.discount ?? null,
          stock: variant.stock,
          position: index,
        })),
      )
      .returning({ id: productVariants.id, position: productVariants.position });
    variantsByName.set(
      product.name,
      rows.map((variantRow) => ({
        id: variantRow.id,
        productId: row.id,
        ...product.variants[variantRow.position],
      })),
    );
  }
  return variantsByName;
}
