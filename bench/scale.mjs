export async function benchScale() {}
