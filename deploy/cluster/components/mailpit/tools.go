//go:build tools

// Package tools pins mailpit (the SMTP sink sonic-nexus-cluster/mailpit the chart's mail goes to
// in this cluster, as `npm start` runs it) so that scripts/cluster builds it from this module's go.sum.
package tools

import _ "github.com/axllent/mailpit"
