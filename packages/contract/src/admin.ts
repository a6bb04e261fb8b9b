// Staff catalogue schemas (categories, manufacturers, products, images) live here.
export {};
