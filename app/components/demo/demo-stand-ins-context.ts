import { createContext } from "react";
import type { DemoStandIns } from "#contract/demos/demo-stand-ins.ts";

/**
 * The page's demo stand-ins after a client navigation (the docs route's clientLoader), by first
 * demo id. Its own module: the docs route provides it on every page, and only pages with demos
 * load the demo box that reads it.
 */
export const DemoStandInsContext = createContext<DemoStandIns | undefined>(undefined);
