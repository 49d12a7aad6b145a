//go:build tools

// Package tools pins kube-router (the CNI and the NetworkPolicy firewall) so that scripts/cluster builds it from this module's go.sum.
package tools

import _ "github.com/cloudnativelabs/kube-router/v2/cmd/kube-router"
