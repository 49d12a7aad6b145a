//go:build tools

// Package tools pins metrics-server (the resource metrics API behind kubectl top) so that scripts/cluster builds it from this module's go.sum.
package tools

import _ "sigs.k8s.io/metrics-server/cmd/metrics-server"
