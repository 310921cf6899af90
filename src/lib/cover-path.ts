import type { Cover } from "@/types/sections";

/** Where an insight's cover is served as a file: one per article, publication or report, by its slug. */
export const coverPath = (cover: Cover) => `/art/covers/${cover.seed}.svg`;
