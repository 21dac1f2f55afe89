/*
 * Each domain declares its own routes; this file only collects them.
 * /api/v1 keeps the spec's contract; /admin/api speaks react-admin's simple-rest.
 */
import '#health/routes'
import '#catalogue/routes'
import '#accounts/routes'
import '#admin/routes'
import '#markets/routes'
import '#media/routes'
import '#feed/routes'
