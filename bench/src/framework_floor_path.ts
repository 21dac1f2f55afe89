/** The one route the framework floor (framework_floor.ts) serves: getServerTime's path. */
export const floorPath = '/api/v1/getServerTime'
