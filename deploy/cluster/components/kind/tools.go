//go:build tools

// Package tools pins kind (kind's CLI: creates the cluster's node containers) so that scripts/cluster builds it from this module's go.sum.
package tools

import _ "sigs.k8s.io/kind"
