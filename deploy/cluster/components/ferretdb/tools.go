//go:build tools

// Package tools pins ferretdb (the store image sonic-nexus-store/ferretdb) so that scripts/cluster builds it from this module's go.sum.
package tools

import _ "github.com/FerretDB/FerretDB/cmd/ferretdb"
