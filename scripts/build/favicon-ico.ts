/**
 * `node scripts/build/favicon-ico.ts` writes `public/favicon.ico` from `public/favicon-48.png`
 * (ico-from-png.ts beside it says why the file exists). Run it after changing the PNG: a Worker
 * test fails while the two differ.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { icoFromPng } from "./ico-from-png.ts";

writeFileSync("public/favicon.ico", icoFromPng(readFileSync("public/favicon-48.png")));
console.log("wrote public/favicon.ico");
