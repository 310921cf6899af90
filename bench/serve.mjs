export async function benchServe() {}
