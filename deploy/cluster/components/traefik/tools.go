//go:build tools

// Package tools pins traefik (the ingress controller: Ingress and Gateway API) so that scripts/cluster builds it from this module's go.sum.
package tools

import _ "github.com/traefik/traefik/v3/cmd/traefik"
