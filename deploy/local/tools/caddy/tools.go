//go:build tools

// Package tools pins caddy so that bootstrap builds it from this module's go.sum.
package tools

import _ "github.com/caddyserver/caddy/v2/cmd/caddy"
