export { t as endpoints } from "./endpoints-Ds3VCXE4.js";
