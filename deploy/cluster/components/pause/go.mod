module sonicnexus.local/cluster/pause

go 1.26
