node_modules
dist
data
test-results
playwright-report
.env
