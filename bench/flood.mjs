export async function benchFlood() {}
