// etcd for kubeadm's static pod (image registry.k8s.io/etcd:3.5.24-0): the server's own main,
// etcdmain.Main, which the etcd repository's root module wraps the same way.
package main

import (
	"os"

	"go.etcd.io/etcd/server/v3/etcdmain"
)

func main() { etcdmain.Main(os.Args) }
