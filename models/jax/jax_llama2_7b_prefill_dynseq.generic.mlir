"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{function_type = (tensor<32000x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x32000xbf16>, tensor<1x?xi32>) -> tensor<1x?x32000xbf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg568: tensor<32000x4096xbf16>, %arg569: tensor<4096xbf16>, %arg570: tensor<4096xbf16>, %arg571: tensor<4096xbf16>, %arg572: tensor<11008x4096xbf16>, %arg573: tensor<4096x11008xbf16>, %arg574: tensor<4096x11008xbf16>, %arg575: tensor<4096x4096xbf16>, %arg576: tensor<4096x4096xbf16>, %arg577: tensor<4096x4096xbf16>, %arg578: tensor<4096x4096xbf16>, %arg579: tensor<4096xbf16>, %arg580: tensor<4096xbf16>, %arg581: tensor<11008x4096xbf16>, %arg582: tensor<4096x11008xbf16>, %arg583: tensor<4096x11008xbf16>, %arg584: tensor<4096x4096xbf16>, %arg585: tensor<4096x4096xbf16>, %arg586: tensor<4096x4096xbf16>, %arg587: tensor<4096x4096xbf16>, %arg588: tensor<4096xbf16>, %arg589: tensor<4096xbf16>, %arg590: tensor<11008x4096xbf16>, %arg591: tensor<4096x11008xbf16>, %arg592: tensor<4096x11008xbf16>, %arg593: tensor<4096x4096xbf16>, %arg594: tensor<4096x4096xbf16>, %arg595: tensor<4096x4096xbf16>, %arg596: tensor<4096x4096xbf16>, %arg597: tensor<4096xbf16>, %arg598: tensor<4096xbf16>, %arg599: tensor<11008x4096xbf16>, %arg600: tensor<4096x11008xbf16>, %arg601: tensor<4096x11008xbf16>, %arg602: tensor<4096x4096xbf16>, %arg603: tensor<4096x4096xbf16>, %arg604: tensor<4096x4096xbf16>, %arg605: tensor<4096x4096xbf16>, %arg606: tensor<4096xbf16>, %arg607: tensor<4096xbf16>, %arg608: tensor<11008x4096xbf16>, %arg609: tensor<4096x11008xbf16>, %arg610: tensor<4096x11008xbf16>, %arg611: tensor<4096x4096xbf16>, %arg612: tensor<4096x4096xbf16>, %arg613: tensor<4096x4096xbf16>, %arg614: tensor<4096x4096xbf16>, %arg615: tensor<4096xbf16>, %arg616: tensor<4096xbf16>, %arg617: tensor<11008x4096xbf16>, %arg618: tensor<4096x11008xbf16>, %arg619: tensor<4096x11008xbf16>, %arg620: tensor<4096x4096xbf16>, %arg621: tensor<4096x4096xbf16>, %arg622: tensor<4096x4096xbf16>, %arg623: tensor<4096x4096xbf16>, %arg624: tensor<4096xbf16>, %arg625: tensor<4096xbf16>, %arg626: tensor<11008x4096xbf16>, %arg627: tensor<4096x11008xbf16>, %arg628: tensor<4096x11008xbf16>, %arg629: tensor<4096x4096xbf16>, %arg630: tensor<4096x4096xbf16>, %arg631: tensor<4096x4096xbf16>, %arg632: tensor<4096x4096xbf16>, %arg633: tensor<4096xbf16>, %arg634: tensor<4096xbf16>, %arg635: tensor<11008x4096xbf16>, %arg636: tensor<4096x11008xbf16>, %arg637: tensor<4096x11008xbf16>, %arg638: tensor<4096x4096xbf16>, %arg639: tensor<4096x4096xbf16>, %arg640: tensor<4096x4096xbf16>, %arg641: tensor<4096x4096xbf16>, %arg642: tensor<4096xbf16>, %arg643: tensor<4096xbf16>, %arg644: tensor<11008x4096xbf16>, %arg645: tensor<4096x11008xbf16>, %arg646: tensor<4096x11008xbf16>, %arg647: tensor<4096x4096xbf16>, %arg648: tensor<4096x4096xbf16>, %arg649: tensor<4096x4096xbf16>, %arg650: tensor<4096x4096xbf16>, %arg651: tensor<4096xbf16>, %arg652: tensor<4096xbf16>, %arg653: tensor<11008x4096xbf16>, %arg654: tensor<4096x11008xbf16>, %arg655: tensor<4096x11008xbf16>, %arg656: tensor<4096x4096xbf16>, %arg657: tensor<4096x4096xbf16>, %arg658: tensor<4096x4096xbf16>, %arg659: tensor<4096x4096xbf16>, %arg660: tensor<4096xbf16>, %arg661: tensor<4096xbf16>, %arg662: tensor<11008x4096xbf16>, %arg663: tensor<4096x11008xbf16>, %arg664: tensor<4096x11008xbf16>, %arg665: tensor<4096x4096xbf16>, %arg666: tensor<4096x4096xbf16>, %arg667: tensor<4096x4096xbf16>, %arg668: tensor<4096x4096xbf16>, %arg669: tensor<4096xbf16>, %arg670: tensor<4096xbf16>, %arg671: tensor<11008x4096xbf16>, %arg672: tensor<4096x11008xbf16>, %arg673: tensor<4096x11008xbf16>, %arg674: tensor<4096x4096xbf16>, %arg675: tensor<4096x4096xbf16>, %arg676: tensor<4096x4096xbf16>, %arg677: tensor<4096x4096xbf16>, %arg678: tensor<4096xbf16>, %arg679: tensor<4096xbf16>, %arg680: tensor<11008x4096xbf16>, %arg681: tensor<4096x11008xbf16>, %arg682: tensor<4096x11008xbf16>, %arg683: tensor<4096x4096xbf16>, %arg684: tensor<4096x4096xbf16>, %arg685: tensor<4096x4096xbf16>, %arg686: tensor<4096x4096xbf16>, %arg687: tensor<4096xbf16>, %arg688: tensor<4096xbf16>, %arg689: tensor<11008x4096xbf16>, %arg690: tensor<4096x11008xbf16>, %arg691: tensor<4096x11008xbf16>, %arg692: tensor<4096x4096xbf16>, %arg693: tensor<4096x4096xbf16>, %arg694: tensor<4096x4096xbf16>, %arg695: tensor<4096x4096xbf16>, %arg696: tensor<4096xbf16>, %arg697: tensor<4096xbf16>, %arg698: tensor<11008x4096xbf16>, %arg699: tensor<4096x11008xbf16>, %arg700: tensor<4096x11008xbf16>, %arg701: tensor<4096x4096xbf16>, %arg702: tensor<4096x4096xbf16>, %arg703: tensor<4096x4096xbf16>, %arg704: tensor<4096x4096xbf16>, %arg705: tensor<4096xbf16>, %arg706: tensor<4096xbf16>, %arg707: tensor<11008x4096xbf16>, %arg708: tensor<4096x11008xbf16>, %arg709: tensor<4096x11008xbf16>, %arg710: tensor<4096x4096xbf16>, %arg711: tensor<4096x4096xbf16>, %arg712: tensor<4096x4096xbf16>, %arg713: tensor<4096x4096xbf16>, %arg714: tensor<4096xbf16>, %arg715: tensor<4096xbf16>, %arg716: tensor<11008x4096xbf16>, %arg717: tensor<4096x11008xbf16>, %arg718: tensor<4096x11008xbf16>, %arg719: tensor<4096x4096xbf16>, %arg720: tensor<4096x4096xbf16>, %arg721: tensor<4096x4096xbf16>, %arg722: tensor<4096x4096xbf16>, %arg723: tensor<4096xbf16>, %arg724: tensor<4096xbf16>, %arg725: tensor<11008x4096xbf16>, %arg726: tensor<4096x11008xbf16>, %arg727: tensor<4096x11008xbf16>, %arg728: tensor<4096x4096xbf16>, %arg729: tensor<4096x4096xbf16>, %arg730: tensor<4096x4096xbf16>, %arg731: tensor<4096x4096xbf16>, %arg732: tensor<4096xbf16>, %arg733: tensor<4096xbf16>, %arg734: tensor<11008x4096xbf16>, %arg735: tensor<4096x11008xbf16>, %arg736: tensor<4096x11008xbf16>, %arg737: tensor<4096x4096xbf16>, %arg738: tensor<4096x4096xbf16>, %arg739: tensor<4096x4096xbf16>, %arg740: tensor<4096x4096xbf16>, %arg741: tensor<4096xbf16>, %arg742: tensor<4096xbf16>, %arg743: tensor<11008x4096xbf16>, %arg744: tensor<4096x11008xbf16>, %arg745: tensor<4096x11008xbf16>, %arg746: tensor<4096x4096xbf16>, %arg747: tensor<4096x4096xbf16>, %arg748: tensor<4096x4096xbf16>, %arg749: tensor<4096x4096xbf16>, %arg750: tensor<4096xbf16>, %arg751: tensor<4096xbf16>, %arg752: tensor<11008x4096xbf16>, %arg753: tensor<4096x11008xbf16>, %arg754: tensor<4096x11008xbf16>, %arg755: tensor<4096x4096xbf16>, %arg756: tensor<4096x4096xbf16>, %arg757: tensor<4096x4096xbf16>, %arg758: tensor<4096x4096xbf16>, %arg759: tensor<4096xbf16>, %arg760: tensor<4096xbf16>, %arg761: tensor<11008x4096xbf16>, %arg762: tensor<4096x11008xbf16>, %arg763: tensor<4096x11008xbf16>, %arg764: tensor<4096x4096xbf16>, %arg765: tensor<4096x4096xbf16>, %arg766: tensor<4096x4096xbf16>, %arg767: tensor<4096x4096xbf16>, %arg768: tensor<4096xbf16>, %arg769: tensor<4096xbf16>, %arg770: tensor<11008x4096xbf16>, %arg771: tensor<4096x11008xbf16>, %arg772: tensor<4096x11008xbf16>, %arg773: tensor<4096x4096xbf16>, %arg774: tensor<4096x4096xbf16>, %arg775: tensor<4096x4096xbf16>, %arg776: tensor<4096x4096xbf16>, %arg777: tensor<4096xbf16>, %arg778: tensor<4096xbf16>, %arg779: tensor<11008x4096xbf16>, %arg780: tensor<4096x11008xbf16>, %arg781: tensor<4096x11008xbf16>, %arg782: tensor<4096x4096xbf16>, %arg783: tensor<4096x4096xbf16>, %arg784: tensor<4096x4096xbf16>, %arg785: tensor<4096x4096xbf16>, %arg786: tensor<4096xbf16>, %arg787: tensor<4096xbf16>, %arg788: tensor<11008x4096xbf16>, %arg789: tensor<4096x11008xbf16>, %arg790: tensor<4096x11008xbf16>, %arg791: tensor<4096x4096xbf16>, %arg792: tensor<4096x4096xbf16>, %arg793: tensor<4096x4096xbf16>, %arg794: tensor<4096x4096xbf16>, %arg795: tensor<4096xbf16>, %arg796: tensor<4096xbf16>, %arg797: tensor<11008x4096xbf16>, %arg798: tensor<4096x11008xbf16>, %arg799: tensor<4096x11008xbf16>, %arg800: tensor<4096x4096xbf16>, %arg801: tensor<4096x4096xbf16>, %arg802: tensor<4096x4096xbf16>, %arg803: tensor<4096x4096xbf16>, %arg804: tensor<4096xbf16>, %arg805: tensor<4096xbf16>, %arg806: tensor<11008x4096xbf16>, %arg807: tensor<4096x11008xbf16>, %arg808: tensor<4096x11008xbf16>, %arg809: tensor<4096x4096xbf16>, %arg810: tensor<4096x4096xbf16>, %arg811: tensor<4096x4096xbf16>, %arg812: tensor<4096x4096xbf16>, %arg813: tensor<4096xbf16>, %arg814: tensor<4096xbf16>, %arg815: tensor<11008x4096xbf16>, %arg816: tensor<4096x11008xbf16>, %arg817: tensor<4096x11008xbf16>, %arg818: tensor<4096x4096xbf16>, %arg819: tensor<4096x4096xbf16>, %arg820: tensor<4096x4096xbf16>, %arg821: tensor<4096x4096xbf16>, %arg822: tensor<4096xbf16>, %arg823: tensor<4096xbf16>, %arg824: tensor<11008x4096xbf16>, %arg825: tensor<4096x11008xbf16>, %arg826: tensor<4096x11008xbf16>, %arg827: tensor<4096x4096xbf16>, %arg828: tensor<4096x4096xbf16>, %arg829: tensor<4096x4096xbf16>, %arg830: tensor<4096x4096xbf16>, %arg831: tensor<4096xbf16>, %arg832: tensor<4096xbf16>, %arg833: tensor<11008x4096xbf16>, %arg834: tensor<4096x11008xbf16>, %arg835: tensor<4096x11008xbf16>, %arg836: tensor<4096x4096xbf16>, %arg837: tensor<4096x4096xbf16>, %arg838: tensor<4096x4096xbf16>, %arg839: tensor<4096x4096xbf16>, %arg840: tensor<4096xbf16>, %arg841: tensor<4096xbf16>, %arg842: tensor<11008x4096xbf16>, %arg843: tensor<4096x11008xbf16>, %arg844: tensor<4096x11008xbf16>, %arg845: tensor<4096x4096xbf16>, %arg846: tensor<4096x4096xbf16>, %arg847: tensor<4096x4096xbf16>, %arg848: tensor<4096x4096xbf16>, %arg849: tensor<4096xbf16>, %arg850: tensor<4096xbf16>, %arg851: tensor<11008x4096xbf16>, %arg852: tensor<4096x11008xbf16>, %arg853: tensor<4096x11008xbf16>, %arg854: tensor<4096x4096xbf16>, %arg855: tensor<4096x4096xbf16>, %arg856: tensor<4096x4096xbf16>, %arg857: tensor<4096x4096xbf16>, %arg858: tensor<4096x32000xbf16>, %arg859: tensor<1x?xi32>):
    %7345 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %7346 = "stablehlo.get_dimension_size"(%arg859) <{dimension = 1 : i64}> : (tensor<1x?xi32>) -> tensor<i32>
    %7347 = "stablehlo.compare"(%7346, %7345) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.custom_call"(%7347, %7346) <{api_version = 2 : i32, call_target_name = "shape_assertion", has_side_effect = true}> {error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 's'. Using the following polymorphic shapes specifications: args[1].shape = (1, s). Obtained dimension variables: 's' = {0} from specification 's' for dimension args[1].shape[1] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details."} : (tensor<i1>, tensor<i32>) -> ()
    %7348 = "func.call"(%7346, %arg568, %arg569, %arg570, %arg571, %arg572, %arg573, %arg574, %arg575, %arg576, %arg577, %arg578, %arg579, %arg580, %arg581, %arg582, %arg583, %arg584, %arg585, %arg586, %arg587, %arg588, %arg589, %arg590, %arg591, %arg592, %arg593, %arg594, %arg595, %arg596, %arg597, %arg598, %arg599, %arg600, %arg601, %arg602, %arg603, %arg604, %arg605, %arg606, %arg607, %arg608, %arg609, %arg610, %arg611, %arg612, %arg613, %arg614, %arg615, %arg616, %arg617, %arg618, %arg619, %arg620, %arg621, %arg622, %arg623, %arg624, %arg625, %arg626, %arg627, %arg628, %arg629, %arg630, %arg631, %arg632, %arg633, %arg634, %arg635, %arg636, %arg637, %arg638, %arg639, %arg640, %arg641, %arg642, %arg643, %arg644, %arg645, %arg646, %arg647, %arg648, %arg649, %arg650, %arg651, %arg652, %arg653, %arg654, %arg655, %arg656, %arg657, %arg658, %arg659, %arg660, %arg661, %arg662, %arg663, %arg664, %arg665, %arg666, %arg667, %arg668, %arg669, %arg670, %arg671, %arg672, %arg673, %arg674, %arg675, %arg676, %arg677, %arg678, %arg679, %arg680, %arg681, %arg682, %arg683, %arg684, %arg685, %arg686, %arg687, %arg688, %arg689, %arg690, %arg691, %arg692, %arg693, %arg694, %arg695, %arg696, %arg697, %arg698, %arg699, %arg700, %arg701, %arg702, %arg703, %arg704, %arg705, %arg706, %arg707, %arg708, %arg709, %arg710, %arg711, %arg712, %arg713, %arg714, %arg715, %arg716, %arg717, %arg718, %arg719, %arg720, %arg721, %arg722, %arg723, %arg724, %arg725, %arg726, %arg727, %arg728, %arg729, %arg730, %arg731, %arg732, %arg733, %arg734, %arg735, %arg736, %arg737, %arg738, %arg739, %arg740, %arg741, %arg742, %arg743, %arg744, %arg745, %arg746, %arg747, %arg748, %arg749, %arg750, %arg751, %arg752, %arg753, %arg754, %arg755, %arg756, %arg757, %arg758, %arg759, %arg760, %arg761, %arg762, %arg763, %arg764, %arg765, %arg766, %arg767, %arg768, %arg769, %arg770, %arg771, %arg772, %arg773, %arg774, %arg775, %arg776, %arg777, %arg778, %arg779, %arg780, %arg781, %arg782, %arg783, %arg784, %arg785, %arg786, %arg787, %arg788, %arg789, %arg790, %arg791, %arg792, %arg793, %arg794, %arg795, %arg796, %arg797, %arg798, %arg799, %arg800, %arg801, %arg802, %arg803, %arg804, %arg805, %arg806, %arg807, %arg808, %arg809, %arg810, %arg811, %arg812, %arg813, %arg814, %arg815, %arg816, %arg817, %arg818, %arg819, %arg820, %arg821, %arg822, %arg823, %arg824, %arg825, %arg826, %arg827, %arg828, %arg829, %arg830, %arg831, %arg832, %arg833, %arg834, %arg835, %arg836, %arg837, %arg838, %arg839, %arg840, %arg841, %arg842, %arg843, %arg844, %arg845, %arg846, %arg847, %arg848, %arg849, %arg850, %arg851, %arg852, %arg853, %arg854, %arg855, %arg856, %arg857, %arg858, %arg859) <{callee = @_wrapped_jax_export_main}> : (tensor<i32>, tensor<32000x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x32000xbf16>, tensor<1x?xi32>) -> tensor<1x?x32000xbf16>
    "func.return"(%7348) : (tensor<1x?x32000xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "s"}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<i32>, tensor<32000x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x32000xbf16>, tensor<1x?xi32>) -> tensor<1x?x32000xbf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "_wrapped_jax_export_main", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<i32>, %arg18: tensor<32000x4096xbf16>, %arg19: tensor<4096xbf16>, %arg20: tensor<4096xbf16>, %arg21: tensor<4096xbf16>, %arg22: tensor<11008x4096xbf16>, %arg23: tensor<4096x11008xbf16>, %arg24: tensor<4096x11008xbf16>, %arg25: tensor<4096x4096xbf16>, %arg26: tensor<4096x4096xbf16>, %arg27: tensor<4096x4096xbf16>, %arg28: tensor<4096x4096xbf16>, %arg29: tensor<4096xbf16>, %arg30: tensor<4096xbf16>, %arg31: tensor<11008x4096xbf16>, %arg32: tensor<4096x11008xbf16>, %arg33: tensor<4096x11008xbf16>, %arg34: tensor<4096x4096xbf16>, %arg35: tensor<4096x4096xbf16>, %arg36: tensor<4096x4096xbf16>, %arg37: tensor<4096x4096xbf16>, %arg38: tensor<4096xbf16>, %arg39: tensor<4096xbf16>, %arg40: tensor<11008x4096xbf16>, %arg41: tensor<4096x11008xbf16>, %arg42: tensor<4096x11008xbf16>, %arg43: tensor<4096x4096xbf16>, %arg44: tensor<4096x4096xbf16>, %arg45: tensor<4096x4096xbf16>, %arg46: tensor<4096x4096xbf16>, %arg47: tensor<4096xbf16>, %arg48: tensor<4096xbf16>, %arg49: tensor<11008x4096xbf16>, %arg50: tensor<4096x11008xbf16>, %arg51: tensor<4096x11008xbf16>, %arg52: tensor<4096x4096xbf16>, %arg53: tensor<4096x4096xbf16>, %arg54: tensor<4096x4096xbf16>, %arg55: tensor<4096x4096xbf16>, %arg56: tensor<4096xbf16>, %arg57: tensor<4096xbf16>, %arg58: tensor<11008x4096xbf16>, %arg59: tensor<4096x11008xbf16>, %arg60: tensor<4096x11008xbf16>, %arg61: tensor<4096x4096xbf16>, %arg62: tensor<4096x4096xbf16>, %arg63: tensor<4096x4096xbf16>, %arg64: tensor<4096x4096xbf16>, %arg65: tensor<4096xbf16>, %arg66: tensor<4096xbf16>, %arg67: tensor<11008x4096xbf16>, %arg68: tensor<4096x11008xbf16>, %arg69: tensor<4096x11008xbf16>, %arg70: tensor<4096x4096xbf16>, %arg71: tensor<4096x4096xbf16>, %arg72: tensor<4096x4096xbf16>, %arg73: tensor<4096x4096xbf16>, %arg74: tensor<4096xbf16>, %arg75: tensor<4096xbf16>, %arg76: tensor<11008x4096xbf16>, %arg77: tensor<4096x11008xbf16>, %arg78: tensor<4096x11008xbf16>, %arg79: tensor<4096x4096xbf16>, %arg80: tensor<4096x4096xbf16>, %arg81: tensor<4096x4096xbf16>, %arg82: tensor<4096x4096xbf16>, %arg83: tensor<4096xbf16>, %arg84: tensor<4096xbf16>, %arg85: tensor<11008x4096xbf16>, %arg86: tensor<4096x11008xbf16>, %arg87: tensor<4096x11008xbf16>, %arg88: tensor<4096x4096xbf16>, %arg89: tensor<4096x4096xbf16>, %arg90: tensor<4096x4096xbf16>, %arg91: tensor<4096x4096xbf16>, %arg92: tensor<4096xbf16>, %arg93: tensor<4096xbf16>, %arg94: tensor<11008x4096xbf16>, %arg95: tensor<4096x11008xbf16>, %arg96: tensor<4096x11008xbf16>, %arg97: tensor<4096x4096xbf16>, %arg98: tensor<4096x4096xbf16>, %arg99: tensor<4096x4096xbf16>, %arg100: tensor<4096x4096xbf16>, %arg101: tensor<4096xbf16>, %arg102: tensor<4096xbf16>, %arg103: tensor<11008x4096xbf16>, %arg104: tensor<4096x11008xbf16>, %arg105: tensor<4096x11008xbf16>, %arg106: tensor<4096x4096xbf16>, %arg107: tensor<4096x4096xbf16>, %arg108: tensor<4096x4096xbf16>, %arg109: tensor<4096x4096xbf16>, %arg110: tensor<4096xbf16>, %arg111: tensor<4096xbf16>, %arg112: tensor<11008x4096xbf16>, %arg113: tensor<4096x11008xbf16>, %arg114: tensor<4096x11008xbf16>, %arg115: tensor<4096x4096xbf16>, %arg116: tensor<4096x4096xbf16>, %arg117: tensor<4096x4096xbf16>, %arg118: tensor<4096x4096xbf16>, %arg119: tensor<4096xbf16>, %arg120: tensor<4096xbf16>, %arg121: tensor<11008x4096xbf16>, %arg122: tensor<4096x11008xbf16>, %arg123: tensor<4096x11008xbf16>, %arg124: tensor<4096x4096xbf16>, %arg125: tensor<4096x4096xbf16>, %arg126: tensor<4096x4096xbf16>, %arg127: tensor<4096x4096xbf16>, %arg128: tensor<4096xbf16>, %arg129: tensor<4096xbf16>, %arg130: tensor<11008x4096xbf16>, %arg131: tensor<4096x11008xbf16>, %arg132: tensor<4096x11008xbf16>, %arg133: tensor<4096x4096xbf16>, %arg134: tensor<4096x4096xbf16>, %arg135: tensor<4096x4096xbf16>, %arg136: tensor<4096x4096xbf16>, %arg137: tensor<4096xbf16>, %arg138: tensor<4096xbf16>, %arg139: tensor<11008x4096xbf16>, %arg140: tensor<4096x11008xbf16>, %arg141: tensor<4096x11008xbf16>, %arg142: tensor<4096x4096xbf16>, %arg143: tensor<4096x4096xbf16>, %arg144: tensor<4096x4096xbf16>, %arg145: tensor<4096x4096xbf16>, %arg146: tensor<4096xbf16>, %arg147: tensor<4096xbf16>, %arg148: tensor<11008x4096xbf16>, %arg149: tensor<4096x11008xbf16>, %arg150: tensor<4096x11008xbf16>, %arg151: tensor<4096x4096xbf16>, %arg152: tensor<4096x4096xbf16>, %arg153: tensor<4096x4096xbf16>, %arg154: tensor<4096x4096xbf16>, %arg155: tensor<4096xbf16>, %arg156: tensor<4096xbf16>, %arg157: tensor<11008x4096xbf16>, %arg158: tensor<4096x11008xbf16>, %arg159: tensor<4096x11008xbf16>, %arg160: tensor<4096x4096xbf16>, %arg161: tensor<4096x4096xbf16>, %arg162: tensor<4096x4096xbf16>, %arg163: tensor<4096x4096xbf16>, %arg164: tensor<4096xbf16>, %arg165: tensor<4096xbf16>, %arg166: tensor<11008x4096xbf16>, %arg167: tensor<4096x11008xbf16>, %arg168: tensor<4096x11008xbf16>, %arg169: tensor<4096x4096xbf16>, %arg170: tensor<4096x4096xbf16>, %arg171: tensor<4096x4096xbf16>, %arg172: tensor<4096x4096xbf16>, %arg173: tensor<4096xbf16>, %arg174: tensor<4096xbf16>, %arg175: tensor<11008x4096xbf16>, %arg176: tensor<4096x11008xbf16>, %arg177: tensor<4096x11008xbf16>, %arg178: tensor<4096x4096xbf16>, %arg179: tensor<4096x4096xbf16>, %arg180: tensor<4096x4096xbf16>, %arg181: tensor<4096x4096xbf16>, %arg182: tensor<4096xbf16>, %arg183: tensor<4096xbf16>, %arg184: tensor<11008x4096xbf16>, %arg185: tensor<4096x11008xbf16>, %arg186: tensor<4096x11008xbf16>, %arg187: tensor<4096x4096xbf16>, %arg188: tensor<4096x4096xbf16>, %arg189: tensor<4096x4096xbf16>, %arg190: tensor<4096x4096xbf16>, %arg191: tensor<4096xbf16>, %arg192: tensor<4096xbf16>, %arg193: tensor<11008x4096xbf16>, %arg194: tensor<4096x11008xbf16>, %arg195: tensor<4096x11008xbf16>, %arg196: tensor<4096x4096xbf16>, %arg197: tensor<4096x4096xbf16>, %arg198: tensor<4096x4096xbf16>, %arg199: tensor<4096x4096xbf16>, %arg200: tensor<4096xbf16>, %arg201: tensor<4096xbf16>, %arg202: tensor<11008x4096xbf16>, %arg203: tensor<4096x11008xbf16>, %arg204: tensor<4096x11008xbf16>, %arg205: tensor<4096x4096xbf16>, %arg206: tensor<4096x4096xbf16>, %arg207: tensor<4096x4096xbf16>, %arg208: tensor<4096x4096xbf16>, %arg209: tensor<4096xbf16>, %arg210: tensor<4096xbf16>, %arg211: tensor<11008x4096xbf16>, %arg212: tensor<4096x11008xbf16>, %arg213: tensor<4096x11008xbf16>, %arg214: tensor<4096x4096xbf16>, %arg215: tensor<4096x4096xbf16>, %arg216: tensor<4096x4096xbf16>, %arg217: tensor<4096x4096xbf16>, %arg218: tensor<4096xbf16>, %arg219: tensor<4096xbf16>, %arg220: tensor<11008x4096xbf16>, %arg221: tensor<4096x11008xbf16>, %arg222: tensor<4096x11008xbf16>, %arg223: tensor<4096x4096xbf16>, %arg224: tensor<4096x4096xbf16>, %arg225: tensor<4096x4096xbf16>, %arg226: tensor<4096x4096xbf16>, %arg227: tensor<4096xbf16>, %arg228: tensor<4096xbf16>, %arg229: tensor<11008x4096xbf16>, %arg230: tensor<4096x11008xbf16>, %arg231: tensor<4096x11008xbf16>, %arg232: tensor<4096x4096xbf16>, %arg233: tensor<4096x4096xbf16>, %arg234: tensor<4096x4096xbf16>, %arg235: tensor<4096x4096xbf16>, %arg236: tensor<4096xbf16>, %arg237: tensor<4096xbf16>, %arg238: tensor<11008x4096xbf16>, %arg239: tensor<4096x11008xbf16>, %arg240: tensor<4096x11008xbf16>, %arg241: tensor<4096x4096xbf16>, %arg242: tensor<4096x4096xbf16>, %arg243: tensor<4096x4096xbf16>, %arg244: tensor<4096x4096xbf16>, %arg245: tensor<4096xbf16>, %arg246: tensor<4096xbf16>, %arg247: tensor<11008x4096xbf16>, %arg248: tensor<4096x11008xbf16>, %arg249: tensor<4096x11008xbf16>, %arg250: tensor<4096x4096xbf16>, %arg251: tensor<4096x4096xbf16>, %arg252: tensor<4096x4096xbf16>, %arg253: tensor<4096x4096xbf16>, %arg254: tensor<4096xbf16>, %arg255: tensor<4096xbf16>, %arg256: tensor<11008x4096xbf16>, %arg257: tensor<4096x11008xbf16>, %arg258: tensor<4096x11008xbf16>, %arg259: tensor<4096x4096xbf16>, %arg260: tensor<4096x4096xbf16>, %arg261: tensor<4096x4096xbf16>, %arg262: tensor<4096x4096xbf16>, %arg263: tensor<4096xbf16>, %arg264: tensor<4096xbf16>, %arg265: tensor<11008x4096xbf16>, %arg266: tensor<4096x11008xbf16>, %arg267: tensor<4096x11008xbf16>, %arg268: tensor<4096x4096xbf16>, %arg269: tensor<4096x4096xbf16>, %arg270: tensor<4096x4096xbf16>, %arg271: tensor<4096x4096xbf16>, %arg272: tensor<4096xbf16>, %arg273: tensor<4096xbf16>, %arg274: tensor<11008x4096xbf16>, %arg275: tensor<4096x11008xbf16>, %arg276: tensor<4096x11008xbf16>, %arg277: tensor<4096x4096xbf16>, %arg278: tensor<4096x4096xbf16>, %arg279: tensor<4096x4096xbf16>, %arg280: tensor<4096x4096xbf16>, %arg281: tensor<4096xbf16>, %arg282: tensor<4096xbf16>, %arg283: tensor<11008x4096xbf16>, %arg284: tensor<4096x11008xbf16>, %arg285: tensor<4096x11008xbf16>, %arg286: tensor<4096x4096xbf16>, %arg287: tensor<4096x4096xbf16>, %arg288: tensor<4096x4096xbf16>, %arg289: tensor<4096x4096xbf16>, %arg290: tensor<4096xbf16>, %arg291: tensor<4096xbf16>, %arg292: tensor<11008x4096xbf16>, %arg293: tensor<4096x11008xbf16>, %arg294: tensor<4096x11008xbf16>, %arg295: tensor<4096x4096xbf16>, %arg296: tensor<4096x4096xbf16>, %arg297: tensor<4096x4096xbf16>, %arg298: tensor<4096x4096xbf16>, %arg299: tensor<4096xbf16>, %arg300: tensor<4096xbf16>, %arg301: tensor<11008x4096xbf16>, %arg302: tensor<4096x11008xbf16>, %arg303: tensor<4096x11008xbf16>, %arg304: tensor<4096x4096xbf16>, %arg305: tensor<4096x4096xbf16>, %arg306: tensor<4096x4096xbf16>, %arg307: tensor<4096x4096xbf16>, %arg308: tensor<4096x32000xbf16>, %arg309: tensor<1x?xi32>):
    %86 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %88 = "stablehlo.constant"() <{value = dense<64> : tensor<1xi32>}> : () -> tensor<1xi32>
    %89 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %90 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %93 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %94 = "stablehlo.constant"() <{value = dense<128> : tensor<1xi32>}> : () -> tensor<1xi32>
    %95 = "stablehlo.constant"() <{value = dense<32> : tensor<1xi32>}> : () -> tensor<1xi32>
    %96 = "stablehlo.constant"() <{value = dense<4096> : tensor<1xi32>}> : () -> tensor<1xi32>
    %97 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %98 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %99 = "stablehlo.constant"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %100 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %102 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %103 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %104 = "func.call"(%arg17, %arg18, %arg309) <{callee = @_take}> : (tensor<i32>, tensor<32000x4096xbf16>, tensor<1x?xi32>) -> tensor<1x?x4096xbf16>
    %105 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %106 = "stablehlo.dynamic_iota"(%105) <{iota_dimension = 0 : i64}> : (tensor<1xi32>) -> tensor<?xi32>
    %107 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %108 = "stablehlo.dynamic_broadcast_in_dim"(%103, %107) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
    %109 = "stablehlo.multiply"(%108, %106) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
    %110 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %111 = "stablehlo.dynamic_broadcast_in_dim"(%102, %110) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
    %112 = "stablehlo.add"(%111, %109) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
    %113 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %114 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %115 = "stablehlo.concatenate"(%113, %114) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %116 = "stablehlo.dynamic_broadcast_in_dim"(%101, %115) <{broadcast_dimensions = array<i64>}> : (tensor<i1>, tensor<2xi32>) -> tensor<?x?xi1>
    %117 = "func.call"(%arg17, %116) <{callee = @tril}> : (tensor<i32>, tensor<?x?xi1>) -> tensor<?x?xi1>
    %118 = "stablehlo.convert"(%104) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %119 = "stablehlo.multiply"(%118, %118) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %120 = "stablehlo.reduce"(%119, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg566: tensor<f32>, %arg567: tensor<f32>):
      %7344 = "stablehlo.add"(%arg566, %arg567) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7344) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %121 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %122 = "stablehlo.concatenate"(%99, %121, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %123 = "stablehlo.dynamic_broadcast_in_dim"(%120, %122) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %124 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %125 = "stablehlo.concatenate"(%99, %124, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %126 = "stablehlo.dynamic_broadcast_in_dim"(%98, %125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %127 = "stablehlo.divide"(%123, %126) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %128 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %129 = "stablehlo.concatenate"(%99, %128, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %130 = "stablehlo.dynamic_broadcast_in_dim"(%97, %129) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %131 = "stablehlo.add"(%127, %130) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %132 = "stablehlo.rsqrt"(%131) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %133 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %134 = "stablehlo.concatenate"(%99, %133, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %135 = "stablehlo.dynamic_broadcast_in_dim"(%132, %134) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %136 = "stablehlo.multiply"(%118, %135) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %137 = "stablehlo.convert"(%136) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %138 = "stablehlo.broadcast_in_dim"(%arg20) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %139 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %140 = "stablehlo.concatenate"(%99, %139, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %141 = "stablehlo.dynamic_broadcast_in_dim"(%138, %140) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %142 = "stablehlo.multiply"(%137, %141) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %143 = "stablehlo.dot_general"(%142, %arg27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %144 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %145 = "stablehlo.concatenate"(%99, %144, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %146 = "stablehlo.dynamic_reshape"(%143, %145) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %147 = "stablehlo.dot_general"(%142, %arg25) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %148 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %149 = "stablehlo.concatenate"(%99, %148, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %150 = "stablehlo.dynamic_reshape"(%147, %149) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %151 = "stablehlo.dot_general"(%142, %arg28) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %152 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %153 = "stablehlo.concatenate"(%99, %152, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %154 = "stablehlo.dynamic_reshape"(%151, %153) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %155 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %156 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %157 = "stablehlo.multiply"(%156, %155) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %158 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %159 = "stablehlo.add"(%158, %157) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %160 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %161 = "stablehlo.divide"(%159, %160) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %162 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %163 = "stablehlo.power"(%162, %161) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %164 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %165 = "stablehlo.divide"(%164, %163) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %166 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %167 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %168 = "stablehlo.concatenate"(%167, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %169 = "stablehlo.dynamic_broadcast_in_dim"(%166, %168) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %170 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %171 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %172 = "stablehlo.concatenate"(%171, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %173 = "stablehlo.dynamic_broadcast_in_dim"(%169, %172) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %174 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %175 = "stablehlo.concatenate"(%174, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %176 = "stablehlo.dynamic_broadcast_in_dim"(%170, %175) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %177 = "stablehlo.multiply"(%173, %176) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %178 = "stablehlo.concatenate"(%177, %177) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %179 = "stablehlo.cosine"(%178) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %180 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %181 = "stablehlo.concatenate"(%99, %180, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %182 = "stablehlo.dynamic_broadcast_in_dim"(%179, %181) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %183 = "stablehlo.sine"(%178) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %184 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %185 = "stablehlo.concatenate"(%99, %184, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %186 = "stablehlo.dynamic_broadcast_in_dim"(%183, %185) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %187 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %188 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %189 = "stablehlo.concatenate"(%99, %188, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %190 = "stablehlo.dynamic_gather"(%146, %187, %189) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %191 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %192 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %193 = "stablehlo.concatenate"(%99, %192, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %194 = "stablehlo.dynamic_gather"(%146, %191, %193) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %195 = "stablehlo.negate"(%194) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %196 = "stablehlo.concatenate"(%195, %190) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %197 = "stablehlo.convert"(%146) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %198 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %199 = "stablehlo.concatenate"(%99, %198, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %200 = "stablehlo.dynamic_broadcast_in_dim"(%182, %199) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %201 = "stablehlo.multiply"(%197, %200) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %202 = "stablehlo.convert"(%196) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %203 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %204 = "stablehlo.concatenate"(%99, %203, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %205 = "stablehlo.dynamic_broadcast_in_dim"(%186, %204) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %206 = "stablehlo.multiply"(%202, %205) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %207 = "stablehlo.add"(%201, %206) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %208 = "stablehlo.convert"(%207) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %209 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %210 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %211 = "stablehlo.multiply"(%210, %209) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %212 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %213 = "stablehlo.add"(%212, %211) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %214 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %215 = "stablehlo.divide"(%213, %214) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %216 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %217 = "stablehlo.power"(%216, %215) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %218 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %219 = "stablehlo.divide"(%218, %217) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %220 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %221 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %222 = "stablehlo.concatenate"(%221, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %223 = "stablehlo.dynamic_broadcast_in_dim"(%220, %222) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %224 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %225 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %226 = "stablehlo.concatenate"(%225, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %227 = "stablehlo.dynamic_broadcast_in_dim"(%223, %226) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %228 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %229 = "stablehlo.concatenate"(%228, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %230 = "stablehlo.dynamic_broadcast_in_dim"(%224, %229) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %231 = "stablehlo.multiply"(%227, %230) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %232 = "stablehlo.concatenate"(%231, %231) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %233 = "stablehlo.cosine"(%232) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %234 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %235 = "stablehlo.concatenate"(%99, %234, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %236 = "stablehlo.dynamic_broadcast_in_dim"(%233, %235) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %237 = "stablehlo.sine"(%232) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %238 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %239 = "stablehlo.concatenate"(%99, %238, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %240 = "stablehlo.dynamic_broadcast_in_dim"(%237, %239) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %241 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %242 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %243 = "stablehlo.concatenate"(%99, %242, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %244 = "stablehlo.dynamic_gather"(%150, %241, %243) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %245 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %246 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %247 = "stablehlo.concatenate"(%99, %246, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %248 = "stablehlo.dynamic_gather"(%150, %245, %247) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %249 = "stablehlo.negate"(%248) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %250 = "stablehlo.concatenate"(%249, %244) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %251 = "stablehlo.convert"(%150) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %252 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %253 = "stablehlo.concatenate"(%99, %252, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %254 = "stablehlo.dynamic_broadcast_in_dim"(%236, %253) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %255 = "stablehlo.multiply"(%251, %254) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %256 = "stablehlo.convert"(%250) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %257 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %258 = "stablehlo.concatenate"(%99, %257, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %259 = "stablehlo.dynamic_broadcast_in_dim"(%240, %258) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %260 = "stablehlo.multiply"(%256, %259) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %261 = "stablehlo.add"(%255, %260) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %262 = "stablehlo.convert"(%261) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %263 = "stablehlo.dot_general"(%208, %262) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %264 = "stablehlo.convert"(%263) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %265 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %266 = "stablehlo.convert"(%265) : (tensor<f32>) -> tensor<f32>
    %267 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %268 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %269 = "stablehlo.concatenate"(%99, %95, %267, %268) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %270 = "stablehlo.dynamic_broadcast_in_dim"(%266, %269) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %271 = "stablehlo.divide"(%264, %270) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %272 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %273 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %274 = "stablehlo.concatenate"(%99, %99, %272, %273) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %275 = "stablehlo.dynamic_broadcast_in_dim"(%117, %274) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %276 = "func.call"(%arg17, %275, %271, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %277 = "stablehlo.reduce"(%276, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg564: tensor<f32>, %arg565: tensor<f32>):
      %7343 = "stablehlo.maximum"(%arg564, %arg565) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7343) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %278 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %279 = "stablehlo.concatenate"(%99, %95, %278) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %280 = "stablehlo.dynamic_broadcast_in_dim"(%86, %279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %281 = "stablehlo.maximum"(%280, %277) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %282 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %283 = "stablehlo.concatenate"(%99, %95, %282, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %284 = "stablehlo.dynamic_broadcast_in_dim"(%281, %283) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %285 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %286 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %287 = "stablehlo.concatenate"(%99, %95, %285, %286) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %288 = "stablehlo.dynamic_broadcast_in_dim"(%284, %287) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %289 = "stablehlo.subtract"(%276, %288) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %290 = "stablehlo.exponential"(%289) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %291 = "stablehlo.reduce"(%290, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg562: tensor<f32>, %arg563: tensor<f32>):
      %7342 = "stablehlo.add"(%arg562, %arg563) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7342) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %292 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %293 = "stablehlo.concatenate"(%99, %95, %292, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %294 = "stablehlo.dynamic_broadcast_in_dim"(%291, %293) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %295 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %296 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %297 = "stablehlo.concatenate"(%99, %95, %295, %296) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %298 = "stablehlo.dynamic_broadcast_in_dim"(%294, %297) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %299 = "stablehlo.divide"(%290, %298) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %300 = "stablehlo.convert"(%299) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %301 = "stablehlo.dot_general"(%154, %300) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %302 = "stablehlo.transpose"(%301) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %303 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %304 = "stablehlo.concatenate"(%99, %303, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %305 = "stablehlo.dynamic_reshape"(%302, %304) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %306 = "stablehlo.dot_general"(%305, %arg26) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %307 = "stablehlo.add"(%104, %306) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %308 = "stablehlo.convert"(%307) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %309 = "stablehlo.multiply"(%308, %308) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %310 = "stablehlo.reduce"(%309, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg560: tensor<f32>, %arg561: tensor<f32>):
      %7341 = "stablehlo.add"(%arg560, %arg561) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7341) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %311 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %312 = "stablehlo.concatenate"(%99, %311, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %313 = "stablehlo.dynamic_broadcast_in_dim"(%310, %312) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %314 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %315 = "stablehlo.concatenate"(%99, %314, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %316 = "stablehlo.dynamic_broadcast_in_dim"(%98, %315) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %317 = "stablehlo.divide"(%313, %316) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %318 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %319 = "stablehlo.concatenate"(%99, %318, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %320 = "stablehlo.dynamic_broadcast_in_dim"(%97, %319) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %321 = "stablehlo.add"(%317, %320) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %322 = "stablehlo.rsqrt"(%321) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %323 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %324 = "stablehlo.concatenate"(%99, %323, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %325 = "stablehlo.dynamic_broadcast_in_dim"(%322, %324) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %326 = "stablehlo.multiply"(%308, %325) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %327 = "stablehlo.convert"(%326) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %328 = "stablehlo.broadcast_in_dim"(%arg21) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %329 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %330 = "stablehlo.concatenate"(%99, %329, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %331 = "stablehlo.dynamic_broadcast_in_dim"(%328, %330) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %332 = "stablehlo.multiply"(%327, %331) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %333 = "stablehlo.dot_general"(%332, %arg23) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %334 = "func.call"(%arg17, %333) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %335 = "stablehlo.dot_general"(%332, %arg24) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %336 = "stablehlo.multiply"(%334, %335) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %337 = "stablehlo.dot_general"(%336, %arg22) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %338 = "stablehlo.add"(%307, %337) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %339 = "stablehlo.convert"(%338) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %340 = "stablehlo.multiply"(%339, %339) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %341 = "stablehlo.reduce"(%340, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg558: tensor<f32>, %arg559: tensor<f32>):
      %7340 = "stablehlo.add"(%arg558, %arg559) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7340) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %342 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %343 = "stablehlo.concatenate"(%99, %342, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %344 = "stablehlo.dynamic_broadcast_in_dim"(%341, %343) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %345 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %346 = "stablehlo.concatenate"(%99, %345, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %347 = "stablehlo.dynamic_broadcast_in_dim"(%98, %346) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %348 = "stablehlo.divide"(%344, %347) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %349 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %350 = "stablehlo.concatenate"(%99, %349, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %351 = "stablehlo.dynamic_broadcast_in_dim"(%97, %350) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %352 = "stablehlo.add"(%348, %351) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %353 = "stablehlo.rsqrt"(%352) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %354 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %355 = "stablehlo.concatenate"(%99, %354, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %356 = "stablehlo.dynamic_broadcast_in_dim"(%353, %355) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %357 = "stablehlo.multiply"(%339, %356) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %358 = "stablehlo.convert"(%357) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %359 = "stablehlo.broadcast_in_dim"(%arg29) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %360 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %361 = "stablehlo.concatenate"(%99, %360, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %362 = "stablehlo.dynamic_broadcast_in_dim"(%359, %361) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %363 = "stablehlo.multiply"(%358, %362) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %364 = "stablehlo.dot_general"(%363, %arg36) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %365 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %366 = "stablehlo.concatenate"(%99, %365, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %367 = "stablehlo.dynamic_reshape"(%364, %366) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %368 = "stablehlo.dot_general"(%363, %arg34) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %369 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %370 = "stablehlo.concatenate"(%99, %369, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %371 = "stablehlo.dynamic_reshape"(%368, %370) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %372 = "stablehlo.dot_general"(%363, %arg37) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %373 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %374 = "stablehlo.concatenate"(%99, %373, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %375 = "stablehlo.dynamic_reshape"(%372, %374) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %376 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %377 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %378 = "stablehlo.multiply"(%377, %376) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %379 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %380 = "stablehlo.add"(%379, %378) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %381 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %382 = "stablehlo.divide"(%380, %381) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %383 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %384 = "stablehlo.power"(%383, %382) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %385 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %386 = "stablehlo.divide"(%385, %384) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %387 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %388 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %389 = "stablehlo.concatenate"(%388, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %390 = "stablehlo.dynamic_broadcast_in_dim"(%387, %389) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %391 = "stablehlo.broadcast_in_dim"(%386) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %392 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %393 = "stablehlo.concatenate"(%392, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %394 = "stablehlo.dynamic_broadcast_in_dim"(%390, %393) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %395 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %396 = "stablehlo.concatenate"(%395, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %397 = "stablehlo.dynamic_broadcast_in_dim"(%391, %396) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %398 = "stablehlo.multiply"(%394, %397) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %399 = "stablehlo.concatenate"(%398, %398) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %400 = "stablehlo.cosine"(%399) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %401 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %402 = "stablehlo.concatenate"(%99, %401, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %403 = "stablehlo.dynamic_broadcast_in_dim"(%400, %402) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %404 = "stablehlo.sine"(%399) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %405 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %406 = "stablehlo.concatenate"(%99, %405, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %407 = "stablehlo.dynamic_broadcast_in_dim"(%404, %406) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %408 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %409 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %410 = "stablehlo.concatenate"(%99, %409, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %411 = "stablehlo.dynamic_gather"(%367, %408, %410) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %412 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %413 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %414 = "stablehlo.concatenate"(%99, %413, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %415 = "stablehlo.dynamic_gather"(%367, %412, %414) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %416 = "stablehlo.negate"(%415) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %417 = "stablehlo.concatenate"(%416, %411) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %418 = "stablehlo.convert"(%367) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %419 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %420 = "stablehlo.concatenate"(%99, %419, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %421 = "stablehlo.dynamic_broadcast_in_dim"(%403, %420) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %422 = "stablehlo.multiply"(%418, %421) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %423 = "stablehlo.convert"(%417) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %424 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %425 = "stablehlo.concatenate"(%99, %424, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %426 = "stablehlo.dynamic_broadcast_in_dim"(%407, %425) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %427 = "stablehlo.multiply"(%423, %426) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %428 = "stablehlo.add"(%422, %427) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %429 = "stablehlo.convert"(%428) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %430 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %431 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %432 = "stablehlo.multiply"(%431, %430) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %433 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %434 = "stablehlo.add"(%433, %432) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %435 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %436 = "stablehlo.divide"(%434, %435) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %437 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %438 = "stablehlo.power"(%437, %436) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %439 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %440 = "stablehlo.divide"(%439, %438) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %441 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %442 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %443 = "stablehlo.concatenate"(%442, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %444 = "stablehlo.dynamic_broadcast_in_dim"(%441, %443) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %445 = "stablehlo.broadcast_in_dim"(%440) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %446 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %447 = "stablehlo.concatenate"(%446, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %448 = "stablehlo.dynamic_broadcast_in_dim"(%444, %447) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %449 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %450 = "stablehlo.concatenate"(%449, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %451 = "stablehlo.dynamic_broadcast_in_dim"(%445, %450) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %452 = "stablehlo.multiply"(%448, %451) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %453 = "stablehlo.concatenate"(%452, %452) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %454 = "stablehlo.cosine"(%453) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %455 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %456 = "stablehlo.concatenate"(%99, %455, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %457 = "stablehlo.dynamic_broadcast_in_dim"(%454, %456) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %458 = "stablehlo.sine"(%453) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %459 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %460 = "stablehlo.concatenate"(%99, %459, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %461 = "stablehlo.dynamic_broadcast_in_dim"(%458, %460) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %462 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %463 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %464 = "stablehlo.concatenate"(%99, %463, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %465 = "stablehlo.dynamic_gather"(%371, %462, %464) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %466 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %467 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %468 = "stablehlo.concatenate"(%99, %467, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %469 = "stablehlo.dynamic_gather"(%371, %466, %468) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %470 = "stablehlo.negate"(%469) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %471 = "stablehlo.concatenate"(%470, %465) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %472 = "stablehlo.convert"(%371) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %473 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %474 = "stablehlo.concatenate"(%99, %473, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %475 = "stablehlo.dynamic_broadcast_in_dim"(%457, %474) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %476 = "stablehlo.multiply"(%472, %475) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %477 = "stablehlo.convert"(%471) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %478 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %479 = "stablehlo.concatenate"(%99, %478, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %480 = "stablehlo.dynamic_broadcast_in_dim"(%461, %479) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %481 = "stablehlo.multiply"(%477, %480) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %482 = "stablehlo.add"(%476, %481) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %483 = "stablehlo.convert"(%482) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %484 = "stablehlo.dot_general"(%429, %483) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %485 = "stablehlo.convert"(%484) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %486 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %487 = "stablehlo.convert"(%486) : (tensor<f32>) -> tensor<f32>
    %488 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %489 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %490 = "stablehlo.concatenate"(%99, %95, %488, %489) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %491 = "stablehlo.dynamic_broadcast_in_dim"(%487, %490) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %492 = "stablehlo.divide"(%485, %491) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %493 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %494 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %495 = "stablehlo.concatenate"(%99, %99, %493, %494) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %496 = "stablehlo.dynamic_broadcast_in_dim"(%117, %495) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %497 = "func.call"(%arg17, %496, %492, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %498 = "stablehlo.reduce"(%497, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg556: tensor<f32>, %arg557: tensor<f32>):
      %7339 = "stablehlo.maximum"(%arg556, %arg557) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7339) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %499 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %500 = "stablehlo.concatenate"(%99, %95, %499) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %501 = "stablehlo.dynamic_broadcast_in_dim"(%86, %500) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %502 = "stablehlo.maximum"(%501, %498) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %503 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %504 = "stablehlo.concatenate"(%99, %95, %503, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %505 = "stablehlo.dynamic_broadcast_in_dim"(%502, %504) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %506 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %507 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %508 = "stablehlo.concatenate"(%99, %95, %506, %507) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %509 = "stablehlo.dynamic_broadcast_in_dim"(%505, %508) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %510 = "stablehlo.subtract"(%497, %509) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %511 = "stablehlo.exponential"(%510) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %512 = "stablehlo.reduce"(%511, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg554: tensor<f32>, %arg555: tensor<f32>):
      %7338 = "stablehlo.add"(%arg554, %arg555) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7338) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %513 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %514 = "stablehlo.concatenate"(%99, %95, %513, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %515 = "stablehlo.dynamic_broadcast_in_dim"(%512, %514) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %516 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %517 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %518 = "stablehlo.concatenate"(%99, %95, %516, %517) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %519 = "stablehlo.dynamic_broadcast_in_dim"(%515, %518) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %520 = "stablehlo.divide"(%511, %519) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %521 = "stablehlo.convert"(%520) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %522 = "stablehlo.dot_general"(%375, %521) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %523 = "stablehlo.transpose"(%522) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %524 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %525 = "stablehlo.concatenate"(%99, %524, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %526 = "stablehlo.dynamic_reshape"(%523, %525) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %527 = "stablehlo.dot_general"(%526, %arg35) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %528 = "stablehlo.add"(%338, %527) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %529 = "stablehlo.convert"(%528) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %530 = "stablehlo.multiply"(%529, %529) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %531 = "stablehlo.reduce"(%530, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg552: tensor<f32>, %arg553: tensor<f32>):
      %7337 = "stablehlo.add"(%arg552, %arg553) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7337) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %532 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %533 = "stablehlo.concatenate"(%99, %532, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %534 = "stablehlo.dynamic_broadcast_in_dim"(%531, %533) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %535 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %536 = "stablehlo.concatenate"(%99, %535, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %537 = "stablehlo.dynamic_broadcast_in_dim"(%98, %536) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %538 = "stablehlo.divide"(%534, %537) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %539 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %540 = "stablehlo.concatenate"(%99, %539, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %541 = "stablehlo.dynamic_broadcast_in_dim"(%97, %540) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %542 = "stablehlo.add"(%538, %541) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %543 = "stablehlo.rsqrt"(%542) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %544 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %545 = "stablehlo.concatenate"(%99, %544, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %546 = "stablehlo.dynamic_broadcast_in_dim"(%543, %545) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %547 = "stablehlo.multiply"(%529, %546) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %548 = "stablehlo.convert"(%547) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %549 = "stablehlo.broadcast_in_dim"(%arg30) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %550 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %551 = "stablehlo.concatenate"(%99, %550, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %552 = "stablehlo.dynamic_broadcast_in_dim"(%549, %551) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %553 = "stablehlo.multiply"(%548, %552) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %554 = "stablehlo.dot_general"(%553, %arg32) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %555 = "func.call"(%arg17, %554) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %556 = "stablehlo.dot_general"(%553, %arg33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %557 = "stablehlo.multiply"(%555, %556) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %558 = "stablehlo.dot_general"(%557, %arg31) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %559 = "stablehlo.add"(%528, %558) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %560 = "stablehlo.convert"(%559) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %561 = "stablehlo.multiply"(%560, %560) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %562 = "stablehlo.reduce"(%561, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg550: tensor<f32>, %arg551: tensor<f32>):
      %7336 = "stablehlo.add"(%arg550, %arg551) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7336) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %563 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %564 = "stablehlo.concatenate"(%99, %563, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %565 = "stablehlo.dynamic_broadcast_in_dim"(%562, %564) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %566 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %567 = "stablehlo.concatenate"(%99, %566, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %568 = "stablehlo.dynamic_broadcast_in_dim"(%98, %567) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %569 = "stablehlo.divide"(%565, %568) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %570 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %571 = "stablehlo.concatenate"(%99, %570, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %572 = "stablehlo.dynamic_broadcast_in_dim"(%97, %571) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %573 = "stablehlo.add"(%569, %572) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %574 = "stablehlo.rsqrt"(%573) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %575 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %576 = "stablehlo.concatenate"(%99, %575, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %577 = "stablehlo.dynamic_broadcast_in_dim"(%574, %576) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %578 = "stablehlo.multiply"(%560, %577) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %579 = "stablehlo.convert"(%578) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %580 = "stablehlo.broadcast_in_dim"(%arg38) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %581 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %582 = "stablehlo.concatenate"(%99, %581, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %583 = "stablehlo.dynamic_broadcast_in_dim"(%580, %582) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %584 = "stablehlo.multiply"(%579, %583) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %585 = "stablehlo.dot_general"(%584, %arg45) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %586 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %587 = "stablehlo.concatenate"(%99, %586, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %588 = "stablehlo.dynamic_reshape"(%585, %587) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %589 = "stablehlo.dot_general"(%584, %arg43) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %590 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %591 = "stablehlo.concatenate"(%99, %590, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %592 = "stablehlo.dynamic_reshape"(%589, %591) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %593 = "stablehlo.dot_general"(%584, %arg46) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %594 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %595 = "stablehlo.concatenate"(%99, %594, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %596 = "stablehlo.dynamic_reshape"(%593, %595) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %597 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %598 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %599 = "stablehlo.multiply"(%598, %597) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %600 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %601 = "stablehlo.add"(%600, %599) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %602 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %603 = "stablehlo.divide"(%601, %602) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %604 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %605 = "stablehlo.power"(%604, %603) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %606 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %607 = "stablehlo.divide"(%606, %605) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %608 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %609 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %610 = "stablehlo.concatenate"(%609, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %611 = "stablehlo.dynamic_broadcast_in_dim"(%608, %610) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %612 = "stablehlo.broadcast_in_dim"(%607) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %613 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %614 = "stablehlo.concatenate"(%613, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %615 = "stablehlo.dynamic_broadcast_in_dim"(%611, %614) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %616 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %617 = "stablehlo.concatenate"(%616, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %618 = "stablehlo.dynamic_broadcast_in_dim"(%612, %617) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %619 = "stablehlo.multiply"(%615, %618) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %620 = "stablehlo.concatenate"(%619, %619) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %621 = "stablehlo.cosine"(%620) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %622 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %623 = "stablehlo.concatenate"(%99, %622, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %624 = "stablehlo.dynamic_broadcast_in_dim"(%621, %623) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %625 = "stablehlo.sine"(%620) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %626 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %627 = "stablehlo.concatenate"(%99, %626, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %628 = "stablehlo.dynamic_broadcast_in_dim"(%625, %627) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %629 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %630 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %631 = "stablehlo.concatenate"(%99, %630, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %632 = "stablehlo.dynamic_gather"(%588, %629, %631) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %633 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %634 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %635 = "stablehlo.concatenate"(%99, %634, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %636 = "stablehlo.dynamic_gather"(%588, %633, %635) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %637 = "stablehlo.negate"(%636) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %638 = "stablehlo.concatenate"(%637, %632) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %639 = "stablehlo.convert"(%588) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %640 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %641 = "stablehlo.concatenate"(%99, %640, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %642 = "stablehlo.dynamic_broadcast_in_dim"(%624, %641) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %643 = "stablehlo.multiply"(%639, %642) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %644 = "stablehlo.convert"(%638) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %645 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %646 = "stablehlo.concatenate"(%99, %645, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %647 = "stablehlo.dynamic_broadcast_in_dim"(%628, %646) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %648 = "stablehlo.multiply"(%644, %647) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %649 = "stablehlo.add"(%643, %648) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %650 = "stablehlo.convert"(%649) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %651 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %652 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %653 = "stablehlo.multiply"(%652, %651) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %654 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %655 = "stablehlo.add"(%654, %653) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %656 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %657 = "stablehlo.divide"(%655, %656) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %658 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %659 = "stablehlo.power"(%658, %657) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %660 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %661 = "stablehlo.divide"(%660, %659) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %662 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %663 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %664 = "stablehlo.concatenate"(%663, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %665 = "stablehlo.dynamic_broadcast_in_dim"(%662, %664) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %666 = "stablehlo.broadcast_in_dim"(%661) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %667 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %668 = "stablehlo.concatenate"(%667, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %669 = "stablehlo.dynamic_broadcast_in_dim"(%665, %668) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %670 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %671 = "stablehlo.concatenate"(%670, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %672 = "stablehlo.dynamic_broadcast_in_dim"(%666, %671) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %673 = "stablehlo.multiply"(%669, %672) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %674 = "stablehlo.concatenate"(%673, %673) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %675 = "stablehlo.cosine"(%674) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %676 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %677 = "stablehlo.concatenate"(%99, %676, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %678 = "stablehlo.dynamic_broadcast_in_dim"(%675, %677) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %679 = "stablehlo.sine"(%674) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %680 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %681 = "stablehlo.concatenate"(%99, %680, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %682 = "stablehlo.dynamic_broadcast_in_dim"(%679, %681) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %683 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %684 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %685 = "stablehlo.concatenate"(%99, %684, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %686 = "stablehlo.dynamic_gather"(%592, %683, %685) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %687 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %688 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %689 = "stablehlo.concatenate"(%99, %688, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %690 = "stablehlo.dynamic_gather"(%592, %687, %689) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %691 = "stablehlo.negate"(%690) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %692 = "stablehlo.concatenate"(%691, %686) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %693 = "stablehlo.convert"(%592) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %694 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %695 = "stablehlo.concatenate"(%99, %694, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %696 = "stablehlo.dynamic_broadcast_in_dim"(%678, %695) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %697 = "stablehlo.multiply"(%693, %696) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %698 = "stablehlo.convert"(%692) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %699 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %700 = "stablehlo.concatenate"(%99, %699, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %701 = "stablehlo.dynamic_broadcast_in_dim"(%682, %700) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %702 = "stablehlo.multiply"(%698, %701) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %703 = "stablehlo.add"(%697, %702) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %704 = "stablehlo.convert"(%703) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %705 = "stablehlo.dot_general"(%650, %704) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %706 = "stablehlo.convert"(%705) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %707 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %708 = "stablehlo.convert"(%707) : (tensor<f32>) -> tensor<f32>
    %709 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %710 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %711 = "stablehlo.concatenate"(%99, %95, %709, %710) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %712 = "stablehlo.dynamic_broadcast_in_dim"(%708, %711) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %713 = "stablehlo.divide"(%706, %712) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %714 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %715 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %716 = "stablehlo.concatenate"(%99, %99, %714, %715) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %717 = "stablehlo.dynamic_broadcast_in_dim"(%117, %716) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %718 = "func.call"(%arg17, %717, %713, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %719 = "stablehlo.reduce"(%718, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg548: tensor<f32>, %arg549: tensor<f32>):
      %7335 = "stablehlo.maximum"(%arg548, %arg549) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7335) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %720 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %721 = "stablehlo.concatenate"(%99, %95, %720) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %722 = "stablehlo.dynamic_broadcast_in_dim"(%86, %721) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %723 = "stablehlo.maximum"(%722, %719) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %724 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %725 = "stablehlo.concatenate"(%99, %95, %724, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %726 = "stablehlo.dynamic_broadcast_in_dim"(%723, %725) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %727 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %728 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %729 = "stablehlo.concatenate"(%99, %95, %727, %728) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %730 = "stablehlo.dynamic_broadcast_in_dim"(%726, %729) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %731 = "stablehlo.subtract"(%718, %730) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %732 = "stablehlo.exponential"(%731) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %733 = "stablehlo.reduce"(%732, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg546: tensor<f32>, %arg547: tensor<f32>):
      %7334 = "stablehlo.add"(%arg546, %arg547) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7334) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %734 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %735 = "stablehlo.concatenate"(%99, %95, %734, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %736 = "stablehlo.dynamic_broadcast_in_dim"(%733, %735) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %737 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %738 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %739 = "stablehlo.concatenate"(%99, %95, %737, %738) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %740 = "stablehlo.dynamic_broadcast_in_dim"(%736, %739) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %741 = "stablehlo.divide"(%732, %740) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %742 = "stablehlo.convert"(%741) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %743 = "stablehlo.dot_general"(%596, %742) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %744 = "stablehlo.transpose"(%743) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %745 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %746 = "stablehlo.concatenate"(%99, %745, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %747 = "stablehlo.dynamic_reshape"(%744, %746) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %748 = "stablehlo.dot_general"(%747, %arg44) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %749 = "stablehlo.add"(%559, %748) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %750 = "stablehlo.convert"(%749) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %751 = "stablehlo.multiply"(%750, %750) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %752 = "stablehlo.reduce"(%751, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg544: tensor<f32>, %arg545: tensor<f32>):
      %7333 = "stablehlo.add"(%arg544, %arg545) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7333) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %753 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %754 = "stablehlo.concatenate"(%99, %753, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %755 = "stablehlo.dynamic_broadcast_in_dim"(%752, %754) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %756 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %757 = "stablehlo.concatenate"(%99, %756, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %758 = "stablehlo.dynamic_broadcast_in_dim"(%98, %757) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %759 = "stablehlo.divide"(%755, %758) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %760 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %761 = "stablehlo.concatenate"(%99, %760, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %762 = "stablehlo.dynamic_broadcast_in_dim"(%97, %761) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %763 = "stablehlo.add"(%759, %762) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %764 = "stablehlo.rsqrt"(%763) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %765 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %766 = "stablehlo.concatenate"(%99, %765, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %767 = "stablehlo.dynamic_broadcast_in_dim"(%764, %766) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %768 = "stablehlo.multiply"(%750, %767) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %769 = "stablehlo.convert"(%768) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %770 = "stablehlo.broadcast_in_dim"(%arg39) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %771 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %772 = "stablehlo.concatenate"(%99, %771, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %773 = "stablehlo.dynamic_broadcast_in_dim"(%770, %772) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %774 = "stablehlo.multiply"(%769, %773) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %775 = "stablehlo.dot_general"(%774, %arg41) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %776 = "func.call"(%arg17, %775) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %777 = "stablehlo.dot_general"(%774, %arg42) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %778 = "stablehlo.multiply"(%776, %777) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %779 = "stablehlo.dot_general"(%778, %arg40) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %780 = "stablehlo.add"(%749, %779) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %781 = "stablehlo.convert"(%780) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %782 = "stablehlo.multiply"(%781, %781) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %783 = "stablehlo.reduce"(%782, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg542: tensor<f32>, %arg543: tensor<f32>):
      %7332 = "stablehlo.add"(%arg542, %arg543) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7332) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %784 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %785 = "stablehlo.concatenate"(%99, %784, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %786 = "stablehlo.dynamic_broadcast_in_dim"(%783, %785) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %787 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %788 = "stablehlo.concatenate"(%99, %787, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %789 = "stablehlo.dynamic_broadcast_in_dim"(%98, %788) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %790 = "stablehlo.divide"(%786, %789) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %791 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %792 = "stablehlo.concatenate"(%99, %791, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %793 = "stablehlo.dynamic_broadcast_in_dim"(%97, %792) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %794 = "stablehlo.add"(%790, %793) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %795 = "stablehlo.rsqrt"(%794) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %796 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %797 = "stablehlo.concatenate"(%99, %796, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %798 = "stablehlo.dynamic_broadcast_in_dim"(%795, %797) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %799 = "stablehlo.multiply"(%781, %798) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %800 = "stablehlo.convert"(%799) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %801 = "stablehlo.broadcast_in_dim"(%arg47) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %802 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %803 = "stablehlo.concatenate"(%99, %802, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %804 = "stablehlo.dynamic_broadcast_in_dim"(%801, %803) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %805 = "stablehlo.multiply"(%800, %804) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %806 = "stablehlo.dot_general"(%805, %arg54) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %807 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %808 = "stablehlo.concatenate"(%99, %807, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %809 = "stablehlo.dynamic_reshape"(%806, %808) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %810 = "stablehlo.dot_general"(%805, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %811 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %812 = "stablehlo.concatenate"(%99, %811, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %813 = "stablehlo.dynamic_reshape"(%810, %812) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %814 = "stablehlo.dot_general"(%805, %arg55) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %815 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %816 = "stablehlo.concatenate"(%99, %815, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %817 = "stablehlo.dynamic_reshape"(%814, %816) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %818 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %819 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %820 = "stablehlo.multiply"(%819, %818) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %821 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %822 = "stablehlo.add"(%821, %820) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %823 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %824 = "stablehlo.divide"(%822, %823) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %825 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %826 = "stablehlo.power"(%825, %824) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %827 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %828 = "stablehlo.divide"(%827, %826) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %829 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %830 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %831 = "stablehlo.concatenate"(%830, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %832 = "stablehlo.dynamic_broadcast_in_dim"(%829, %831) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %833 = "stablehlo.broadcast_in_dim"(%828) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %834 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %835 = "stablehlo.concatenate"(%834, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %836 = "stablehlo.dynamic_broadcast_in_dim"(%832, %835) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %837 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %838 = "stablehlo.concatenate"(%837, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %839 = "stablehlo.dynamic_broadcast_in_dim"(%833, %838) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %840 = "stablehlo.multiply"(%836, %839) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %841 = "stablehlo.concatenate"(%840, %840) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %842 = "stablehlo.cosine"(%841) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %843 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %844 = "stablehlo.concatenate"(%99, %843, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %845 = "stablehlo.dynamic_broadcast_in_dim"(%842, %844) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %846 = "stablehlo.sine"(%841) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %847 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %848 = "stablehlo.concatenate"(%99, %847, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %849 = "stablehlo.dynamic_broadcast_in_dim"(%846, %848) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %850 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %851 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %852 = "stablehlo.concatenate"(%99, %851, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %853 = "stablehlo.dynamic_gather"(%809, %850, %852) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %854 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %855 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %856 = "stablehlo.concatenate"(%99, %855, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %857 = "stablehlo.dynamic_gather"(%809, %854, %856) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %858 = "stablehlo.negate"(%857) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %859 = "stablehlo.concatenate"(%858, %853) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %860 = "stablehlo.convert"(%809) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %861 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %862 = "stablehlo.concatenate"(%99, %861, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %863 = "stablehlo.dynamic_broadcast_in_dim"(%845, %862) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %864 = "stablehlo.multiply"(%860, %863) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %865 = "stablehlo.convert"(%859) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %866 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %867 = "stablehlo.concatenate"(%99, %866, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %868 = "stablehlo.dynamic_broadcast_in_dim"(%849, %867) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %869 = "stablehlo.multiply"(%865, %868) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %870 = "stablehlo.add"(%864, %869) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %871 = "stablehlo.convert"(%870) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %872 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %873 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %874 = "stablehlo.multiply"(%873, %872) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %875 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %876 = "stablehlo.add"(%875, %874) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %877 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %878 = "stablehlo.divide"(%876, %877) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %879 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %880 = "stablehlo.power"(%879, %878) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %881 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %882 = "stablehlo.divide"(%881, %880) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %883 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %884 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %885 = "stablehlo.concatenate"(%884, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %886 = "stablehlo.dynamic_broadcast_in_dim"(%883, %885) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %887 = "stablehlo.broadcast_in_dim"(%882) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %888 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %889 = "stablehlo.concatenate"(%888, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %890 = "stablehlo.dynamic_broadcast_in_dim"(%886, %889) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %891 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %892 = "stablehlo.concatenate"(%891, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %893 = "stablehlo.dynamic_broadcast_in_dim"(%887, %892) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %894 = "stablehlo.multiply"(%890, %893) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %895 = "stablehlo.concatenate"(%894, %894) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %896 = "stablehlo.cosine"(%895) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %897 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %898 = "stablehlo.concatenate"(%99, %897, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %899 = "stablehlo.dynamic_broadcast_in_dim"(%896, %898) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %900 = "stablehlo.sine"(%895) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %901 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %902 = "stablehlo.concatenate"(%99, %901, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %903 = "stablehlo.dynamic_broadcast_in_dim"(%900, %902) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %904 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %905 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %906 = "stablehlo.concatenate"(%99, %905, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %907 = "stablehlo.dynamic_gather"(%813, %904, %906) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %908 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %909 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %910 = "stablehlo.concatenate"(%99, %909, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %911 = "stablehlo.dynamic_gather"(%813, %908, %910) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %912 = "stablehlo.negate"(%911) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %913 = "stablehlo.concatenate"(%912, %907) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %914 = "stablehlo.convert"(%813) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %915 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %916 = "stablehlo.concatenate"(%99, %915, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %917 = "stablehlo.dynamic_broadcast_in_dim"(%899, %916) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %918 = "stablehlo.multiply"(%914, %917) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %919 = "stablehlo.convert"(%913) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %920 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %921 = "stablehlo.concatenate"(%99, %920, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %922 = "stablehlo.dynamic_broadcast_in_dim"(%903, %921) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %923 = "stablehlo.multiply"(%919, %922) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %924 = "stablehlo.add"(%918, %923) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %925 = "stablehlo.convert"(%924) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %926 = "stablehlo.dot_general"(%871, %925) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %927 = "stablehlo.convert"(%926) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %928 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %929 = "stablehlo.convert"(%928) : (tensor<f32>) -> tensor<f32>
    %930 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %931 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %932 = "stablehlo.concatenate"(%99, %95, %930, %931) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %933 = "stablehlo.dynamic_broadcast_in_dim"(%929, %932) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %934 = "stablehlo.divide"(%927, %933) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %935 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %936 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %937 = "stablehlo.concatenate"(%99, %99, %935, %936) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %938 = "stablehlo.dynamic_broadcast_in_dim"(%117, %937) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %939 = "func.call"(%arg17, %938, %934, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %940 = "stablehlo.reduce"(%939, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg540: tensor<f32>, %arg541: tensor<f32>):
      %7331 = "stablehlo.maximum"(%arg540, %arg541) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7331) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %941 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %942 = "stablehlo.concatenate"(%99, %95, %941) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %943 = "stablehlo.dynamic_broadcast_in_dim"(%86, %942) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %944 = "stablehlo.maximum"(%943, %940) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %945 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %946 = "stablehlo.concatenate"(%99, %95, %945, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %947 = "stablehlo.dynamic_broadcast_in_dim"(%944, %946) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %948 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %949 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %950 = "stablehlo.concatenate"(%99, %95, %948, %949) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %951 = "stablehlo.dynamic_broadcast_in_dim"(%947, %950) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %952 = "stablehlo.subtract"(%939, %951) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %953 = "stablehlo.exponential"(%952) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %954 = "stablehlo.reduce"(%953, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg538: tensor<f32>, %arg539: tensor<f32>):
      %7330 = "stablehlo.add"(%arg538, %arg539) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7330) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %955 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %956 = "stablehlo.concatenate"(%99, %95, %955, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %957 = "stablehlo.dynamic_broadcast_in_dim"(%954, %956) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %958 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %959 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %960 = "stablehlo.concatenate"(%99, %95, %958, %959) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %961 = "stablehlo.dynamic_broadcast_in_dim"(%957, %960) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %962 = "stablehlo.divide"(%953, %961) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %963 = "stablehlo.convert"(%962) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %964 = "stablehlo.dot_general"(%817, %963) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %965 = "stablehlo.transpose"(%964) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %966 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %967 = "stablehlo.concatenate"(%99, %966, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %968 = "stablehlo.dynamic_reshape"(%965, %967) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %969 = "stablehlo.dot_general"(%968, %arg53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %970 = "stablehlo.add"(%780, %969) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %971 = "stablehlo.convert"(%970) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %972 = "stablehlo.multiply"(%971, %971) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %973 = "stablehlo.reduce"(%972, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg536: tensor<f32>, %arg537: tensor<f32>):
      %7329 = "stablehlo.add"(%arg536, %arg537) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7329) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %974 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %975 = "stablehlo.concatenate"(%99, %974, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %976 = "stablehlo.dynamic_broadcast_in_dim"(%973, %975) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %977 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %978 = "stablehlo.concatenate"(%99, %977, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %979 = "stablehlo.dynamic_broadcast_in_dim"(%98, %978) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %980 = "stablehlo.divide"(%976, %979) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %981 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %982 = "stablehlo.concatenate"(%99, %981, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %983 = "stablehlo.dynamic_broadcast_in_dim"(%97, %982) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %984 = "stablehlo.add"(%980, %983) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %985 = "stablehlo.rsqrt"(%984) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %986 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %987 = "stablehlo.concatenate"(%99, %986, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %988 = "stablehlo.dynamic_broadcast_in_dim"(%985, %987) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %989 = "stablehlo.multiply"(%971, %988) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %990 = "stablehlo.convert"(%989) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %991 = "stablehlo.broadcast_in_dim"(%arg48) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %992 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %993 = "stablehlo.concatenate"(%99, %992, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %994 = "stablehlo.dynamic_broadcast_in_dim"(%991, %993) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %995 = "stablehlo.multiply"(%990, %994) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %996 = "stablehlo.dot_general"(%995, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %997 = "func.call"(%arg17, %996) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %998 = "stablehlo.dot_general"(%995, %arg51) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %999 = "stablehlo.multiply"(%997, %998) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %1000 = "stablehlo.dot_general"(%999, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1001 = "stablehlo.add"(%970, %1000) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1002 = "stablehlo.convert"(%1001) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %1003 = "stablehlo.multiply"(%1002, %1002) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %1004 = "stablehlo.reduce"(%1003, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg534: tensor<f32>, %arg535: tensor<f32>):
      %7328 = "stablehlo.add"(%arg534, %arg535) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7328) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %1005 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1006 = "stablehlo.concatenate"(%99, %1005, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1007 = "stablehlo.dynamic_broadcast_in_dim"(%1004, %1006) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1008 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1009 = "stablehlo.concatenate"(%99, %1008, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1010 = "stablehlo.dynamic_broadcast_in_dim"(%98, %1009) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1011 = "stablehlo.divide"(%1007, %1010) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1012 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1013 = "stablehlo.concatenate"(%99, %1012, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1014 = "stablehlo.dynamic_broadcast_in_dim"(%97, %1013) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1015 = "stablehlo.add"(%1011, %1014) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1016 = "stablehlo.rsqrt"(%1015) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1017 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1018 = "stablehlo.concatenate"(%99, %1017, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1019 = "stablehlo.dynamic_broadcast_in_dim"(%1016, %1018) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %1020 = "stablehlo.multiply"(%1002, %1019) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %1021 = "stablehlo.convert"(%1020) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %1022 = "stablehlo.broadcast_in_dim"(%arg56) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1023 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1024 = "stablehlo.concatenate"(%99, %1023, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1025 = "stablehlo.dynamic_broadcast_in_dim"(%1022, %1024) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %1026 = "stablehlo.multiply"(%1021, %1025) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1027 = "stablehlo.dot_general"(%1026, %arg63) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1028 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1029 = "stablehlo.concatenate"(%99, %1028, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1030 = "stablehlo.dynamic_reshape"(%1027, %1029) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %1031 = "stablehlo.dot_general"(%1026, %arg61) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1032 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1033 = "stablehlo.concatenate"(%99, %1032, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1034 = "stablehlo.dynamic_reshape"(%1031, %1033) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %1035 = "stablehlo.dot_general"(%1026, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1036 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1037 = "stablehlo.concatenate"(%99, %1036, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1038 = "stablehlo.dynamic_reshape"(%1035, %1037) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %1039 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1040 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1041 = "stablehlo.multiply"(%1040, %1039) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1042 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1043 = "stablehlo.add"(%1042, %1041) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1044 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1045 = "stablehlo.divide"(%1043, %1044) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1046 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1047 = "stablehlo.power"(%1046, %1045) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1048 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1049 = "stablehlo.divide"(%1048, %1047) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1050 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %1051 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1052 = "stablehlo.concatenate"(%1051, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1053 = "stablehlo.dynamic_broadcast_in_dim"(%1050, %1052) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %1054 = "stablehlo.broadcast_in_dim"(%1049) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1055 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1056 = "stablehlo.concatenate"(%1055, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1057 = "stablehlo.dynamic_broadcast_in_dim"(%1053, %1056) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %1058 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1059 = "stablehlo.concatenate"(%1058, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1060 = "stablehlo.dynamic_broadcast_in_dim"(%1054, %1059) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %1061 = "stablehlo.multiply"(%1057, %1060) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %1062 = "stablehlo.concatenate"(%1061, %1061) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %1063 = "stablehlo.cosine"(%1062) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %1064 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1065 = "stablehlo.concatenate"(%99, %1064, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1066 = "stablehlo.dynamic_broadcast_in_dim"(%1063, %1065) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %1067 = "stablehlo.sine"(%1062) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %1068 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1069 = "stablehlo.concatenate"(%99, %1068, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1070 = "stablehlo.dynamic_broadcast_in_dim"(%1067, %1069) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %1071 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %1072 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1073 = "stablehlo.concatenate"(%99, %1072, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1074 = "stablehlo.dynamic_gather"(%1030, %1071, %1073) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %1075 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %1076 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1077 = "stablehlo.concatenate"(%99, %1076, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1078 = "stablehlo.dynamic_gather"(%1030, %1075, %1077) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %1079 = "stablehlo.negate"(%1078) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %1080 = "stablehlo.concatenate"(%1079, %1074) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %1081 = "stablehlo.convert"(%1030) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %1082 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1083 = "stablehlo.concatenate"(%99, %1082, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1084 = "stablehlo.dynamic_broadcast_in_dim"(%1066, %1083) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %1085 = "stablehlo.multiply"(%1081, %1084) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1086 = "stablehlo.convert"(%1080) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %1087 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1088 = "stablehlo.concatenate"(%99, %1087, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1089 = "stablehlo.dynamic_broadcast_in_dim"(%1070, %1088) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %1090 = "stablehlo.multiply"(%1086, %1089) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1091 = "stablehlo.add"(%1085, %1090) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1092 = "stablehlo.convert"(%1091) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %1093 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1094 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1095 = "stablehlo.multiply"(%1094, %1093) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1096 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1097 = "stablehlo.add"(%1096, %1095) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1098 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1099 = "stablehlo.divide"(%1097, %1098) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1100 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1101 = "stablehlo.power"(%1100, %1099) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1102 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1103 = "stablehlo.divide"(%1102, %1101) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1104 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %1105 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1106 = "stablehlo.concatenate"(%1105, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1107 = "stablehlo.dynamic_broadcast_in_dim"(%1104, %1106) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %1108 = "stablehlo.broadcast_in_dim"(%1103) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1109 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1110 = "stablehlo.concatenate"(%1109, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1111 = "stablehlo.dynamic_broadcast_in_dim"(%1107, %1110) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %1112 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1113 = "stablehlo.concatenate"(%1112, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1114 = "stablehlo.dynamic_broadcast_in_dim"(%1108, %1113) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %1115 = "stablehlo.multiply"(%1111, %1114) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %1116 = "stablehlo.concatenate"(%1115, %1115) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %1117 = "stablehlo.cosine"(%1116) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %1118 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1119 = "stablehlo.concatenate"(%99, %1118, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1120 = "stablehlo.dynamic_broadcast_in_dim"(%1117, %1119) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %1121 = "stablehlo.sine"(%1116) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %1122 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1123 = "stablehlo.concatenate"(%99, %1122, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1124 = "stablehlo.dynamic_broadcast_in_dim"(%1121, %1123) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %1125 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %1126 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1127 = "stablehlo.concatenate"(%99, %1126, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1128 = "stablehlo.dynamic_gather"(%1034, %1125, %1127) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %1129 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %1130 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1131 = "stablehlo.concatenate"(%99, %1130, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1132 = "stablehlo.dynamic_gather"(%1034, %1129, %1131) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %1133 = "stablehlo.negate"(%1132) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %1134 = "stablehlo.concatenate"(%1133, %1128) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %1135 = "stablehlo.convert"(%1034) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %1136 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1137 = "stablehlo.concatenate"(%99, %1136, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1138 = "stablehlo.dynamic_broadcast_in_dim"(%1120, %1137) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %1139 = "stablehlo.multiply"(%1135, %1138) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1140 = "stablehlo.convert"(%1134) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %1141 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1142 = "stablehlo.concatenate"(%99, %1141, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1143 = "stablehlo.dynamic_broadcast_in_dim"(%1124, %1142) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %1144 = "stablehlo.multiply"(%1140, %1143) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1145 = "stablehlo.add"(%1139, %1144) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1146 = "stablehlo.convert"(%1145) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %1147 = "stablehlo.dot_general"(%1092, %1146) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %1148 = "stablehlo.convert"(%1147) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %1149 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %1150 = "stablehlo.convert"(%1149) : (tensor<f32>) -> tensor<f32>
    %1151 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1152 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1153 = "stablehlo.concatenate"(%99, %95, %1151, %1152) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1154 = "stablehlo.dynamic_broadcast_in_dim"(%1150, %1153) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %1155 = "stablehlo.divide"(%1148, %1154) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %1156 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1157 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1158 = "stablehlo.concatenate"(%99, %99, %1156, %1157) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1159 = "stablehlo.dynamic_broadcast_in_dim"(%117, %1158) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %1160 = "func.call"(%arg17, %1159, %1155, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %1161 = "stablehlo.reduce"(%1160, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg532: tensor<f32>, %arg533: tensor<f32>):
      %7327 = "stablehlo.maximum"(%arg532, %arg533) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7327) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %1162 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1163 = "stablehlo.concatenate"(%99, %95, %1162) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1164 = "stablehlo.dynamic_broadcast_in_dim"(%86, %1163) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %1165 = "stablehlo.maximum"(%1164, %1161) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %1166 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1167 = "stablehlo.concatenate"(%99, %95, %1166, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1168 = "stablehlo.dynamic_broadcast_in_dim"(%1165, %1167) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %1169 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1170 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1171 = "stablehlo.concatenate"(%99, %95, %1169, %1170) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1172 = "stablehlo.dynamic_broadcast_in_dim"(%1168, %1171) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %1173 = "stablehlo.subtract"(%1160, %1172) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %1174 = "stablehlo.exponential"(%1173) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %1175 = "stablehlo.reduce"(%1174, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg530: tensor<f32>, %arg531: tensor<f32>):
      %7326 = "stablehlo.add"(%arg530, %arg531) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7326) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %1176 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1177 = "stablehlo.concatenate"(%99, %95, %1176, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1178 = "stablehlo.dynamic_broadcast_in_dim"(%1175, %1177) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %1179 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1180 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1181 = "stablehlo.concatenate"(%99, %95, %1179, %1180) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1182 = "stablehlo.dynamic_broadcast_in_dim"(%1178, %1181) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %1183 = "stablehlo.divide"(%1174, %1182) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %1184 = "stablehlo.convert"(%1183) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %1185 = "stablehlo.dot_general"(%1038, %1184) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %1186 = "stablehlo.transpose"(%1185) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %1187 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1188 = "stablehlo.concatenate"(%99, %1187, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1189 = "stablehlo.dynamic_reshape"(%1186, %1188) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %1190 = "stablehlo.dot_general"(%1189, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1191 = "stablehlo.add"(%1001, %1190) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1192 = "stablehlo.convert"(%1191) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %1193 = "stablehlo.multiply"(%1192, %1192) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %1194 = "stablehlo.reduce"(%1193, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg528: tensor<f32>, %arg529: tensor<f32>):
      %7325 = "stablehlo.add"(%arg528, %arg529) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7325) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %1195 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1196 = "stablehlo.concatenate"(%99, %1195, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1197 = "stablehlo.dynamic_broadcast_in_dim"(%1194, %1196) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1198 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1199 = "stablehlo.concatenate"(%99, %1198, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1200 = "stablehlo.dynamic_broadcast_in_dim"(%98, %1199) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1201 = "stablehlo.divide"(%1197, %1200) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1202 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1203 = "stablehlo.concatenate"(%99, %1202, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1204 = "stablehlo.dynamic_broadcast_in_dim"(%97, %1203) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1205 = "stablehlo.add"(%1201, %1204) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1206 = "stablehlo.rsqrt"(%1205) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1207 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1208 = "stablehlo.concatenate"(%99, %1207, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1209 = "stablehlo.dynamic_broadcast_in_dim"(%1206, %1208) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %1210 = "stablehlo.multiply"(%1192, %1209) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %1211 = "stablehlo.convert"(%1210) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %1212 = "stablehlo.broadcast_in_dim"(%arg57) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1213 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1214 = "stablehlo.concatenate"(%99, %1213, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1215 = "stablehlo.dynamic_broadcast_in_dim"(%1212, %1214) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %1216 = "stablehlo.multiply"(%1211, %1215) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1217 = "stablehlo.dot_general"(%1216, %arg59) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %1218 = "func.call"(%arg17, %1217) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %1219 = "stablehlo.dot_general"(%1216, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %1220 = "stablehlo.multiply"(%1218, %1219) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %1221 = "stablehlo.dot_general"(%1220, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1222 = "stablehlo.add"(%1191, %1221) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1223 = "stablehlo.convert"(%1222) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %1224 = "stablehlo.multiply"(%1223, %1223) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %1225 = "stablehlo.reduce"(%1224, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg526: tensor<f32>, %arg527: tensor<f32>):
      %7324 = "stablehlo.add"(%arg526, %arg527) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7324) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %1226 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1227 = "stablehlo.concatenate"(%99, %1226, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1228 = "stablehlo.dynamic_broadcast_in_dim"(%1225, %1227) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1229 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1230 = "stablehlo.concatenate"(%99, %1229, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1231 = "stablehlo.dynamic_broadcast_in_dim"(%98, %1230) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1232 = "stablehlo.divide"(%1228, %1231) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1233 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1234 = "stablehlo.concatenate"(%99, %1233, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1235 = "stablehlo.dynamic_broadcast_in_dim"(%97, %1234) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1236 = "stablehlo.add"(%1232, %1235) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1237 = "stablehlo.rsqrt"(%1236) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1238 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1239 = "stablehlo.concatenate"(%99, %1238, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1240 = "stablehlo.dynamic_broadcast_in_dim"(%1237, %1239) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %1241 = "stablehlo.multiply"(%1223, %1240) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %1242 = "stablehlo.convert"(%1241) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %1243 = "stablehlo.broadcast_in_dim"(%arg65) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1244 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1245 = "stablehlo.concatenate"(%99, %1244, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1246 = "stablehlo.dynamic_broadcast_in_dim"(%1243, %1245) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %1247 = "stablehlo.multiply"(%1242, %1246) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1248 = "stablehlo.dot_general"(%1247, %arg72) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1249 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1250 = "stablehlo.concatenate"(%99, %1249, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1251 = "stablehlo.dynamic_reshape"(%1248, %1250) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %1252 = "stablehlo.dot_general"(%1247, %arg70) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1253 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1254 = "stablehlo.concatenate"(%99, %1253, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1255 = "stablehlo.dynamic_reshape"(%1252, %1254) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %1256 = "stablehlo.dot_general"(%1247, %arg73) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1257 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1258 = "stablehlo.concatenate"(%99, %1257, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1259 = "stablehlo.dynamic_reshape"(%1256, %1258) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %1260 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1261 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1262 = "stablehlo.multiply"(%1261, %1260) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1263 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1264 = "stablehlo.add"(%1263, %1262) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1265 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1266 = "stablehlo.divide"(%1264, %1265) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1267 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1268 = "stablehlo.power"(%1267, %1266) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1269 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1270 = "stablehlo.divide"(%1269, %1268) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1271 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %1272 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1273 = "stablehlo.concatenate"(%1272, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1274 = "stablehlo.dynamic_broadcast_in_dim"(%1271, %1273) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %1275 = "stablehlo.broadcast_in_dim"(%1270) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1276 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1277 = "stablehlo.concatenate"(%1276, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1278 = "stablehlo.dynamic_broadcast_in_dim"(%1274, %1277) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %1279 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1280 = "stablehlo.concatenate"(%1279, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1281 = "stablehlo.dynamic_broadcast_in_dim"(%1275, %1280) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %1282 = "stablehlo.multiply"(%1278, %1281) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %1283 = "stablehlo.concatenate"(%1282, %1282) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %1284 = "stablehlo.cosine"(%1283) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %1285 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1286 = "stablehlo.concatenate"(%99, %1285, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1287 = "stablehlo.dynamic_broadcast_in_dim"(%1284, %1286) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %1288 = "stablehlo.sine"(%1283) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %1289 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1290 = "stablehlo.concatenate"(%99, %1289, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1291 = "stablehlo.dynamic_broadcast_in_dim"(%1288, %1290) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %1292 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %1293 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1294 = "stablehlo.concatenate"(%99, %1293, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1295 = "stablehlo.dynamic_gather"(%1251, %1292, %1294) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %1296 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %1297 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1298 = "stablehlo.concatenate"(%99, %1297, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1299 = "stablehlo.dynamic_gather"(%1251, %1296, %1298) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %1300 = "stablehlo.negate"(%1299) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %1301 = "stablehlo.concatenate"(%1300, %1295) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %1302 = "stablehlo.convert"(%1251) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %1303 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1304 = "stablehlo.concatenate"(%99, %1303, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1305 = "stablehlo.dynamic_broadcast_in_dim"(%1287, %1304) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %1306 = "stablehlo.multiply"(%1302, %1305) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1307 = "stablehlo.convert"(%1301) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %1308 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1309 = "stablehlo.concatenate"(%99, %1308, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1310 = "stablehlo.dynamic_broadcast_in_dim"(%1291, %1309) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %1311 = "stablehlo.multiply"(%1307, %1310) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1312 = "stablehlo.add"(%1306, %1311) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1313 = "stablehlo.convert"(%1312) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %1314 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1315 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1316 = "stablehlo.multiply"(%1315, %1314) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1317 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1318 = "stablehlo.add"(%1317, %1316) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1319 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1320 = "stablehlo.divide"(%1318, %1319) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1321 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1322 = "stablehlo.power"(%1321, %1320) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1323 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1324 = "stablehlo.divide"(%1323, %1322) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1325 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %1326 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1327 = "stablehlo.concatenate"(%1326, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1328 = "stablehlo.dynamic_broadcast_in_dim"(%1325, %1327) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %1329 = "stablehlo.broadcast_in_dim"(%1324) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1330 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1331 = "stablehlo.concatenate"(%1330, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1332 = "stablehlo.dynamic_broadcast_in_dim"(%1328, %1331) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %1333 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1334 = "stablehlo.concatenate"(%1333, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1335 = "stablehlo.dynamic_broadcast_in_dim"(%1329, %1334) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %1336 = "stablehlo.multiply"(%1332, %1335) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %1337 = "stablehlo.concatenate"(%1336, %1336) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %1338 = "stablehlo.cosine"(%1337) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %1339 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1340 = "stablehlo.concatenate"(%99, %1339, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1341 = "stablehlo.dynamic_broadcast_in_dim"(%1338, %1340) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %1342 = "stablehlo.sine"(%1337) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %1343 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1344 = "stablehlo.concatenate"(%99, %1343, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1345 = "stablehlo.dynamic_broadcast_in_dim"(%1342, %1344) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %1346 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %1347 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1348 = "stablehlo.concatenate"(%99, %1347, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1349 = "stablehlo.dynamic_gather"(%1255, %1346, %1348) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %1350 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %1351 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1352 = "stablehlo.concatenate"(%99, %1351, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1353 = "stablehlo.dynamic_gather"(%1255, %1350, %1352) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %1354 = "stablehlo.negate"(%1353) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %1355 = "stablehlo.concatenate"(%1354, %1349) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %1356 = "stablehlo.convert"(%1255) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %1357 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1358 = "stablehlo.concatenate"(%99, %1357, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1359 = "stablehlo.dynamic_broadcast_in_dim"(%1341, %1358) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %1360 = "stablehlo.multiply"(%1356, %1359) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1361 = "stablehlo.convert"(%1355) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %1362 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1363 = "stablehlo.concatenate"(%99, %1362, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1364 = "stablehlo.dynamic_broadcast_in_dim"(%1345, %1363) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %1365 = "stablehlo.multiply"(%1361, %1364) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1366 = "stablehlo.add"(%1360, %1365) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1367 = "stablehlo.convert"(%1366) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %1368 = "stablehlo.dot_general"(%1313, %1367) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %1369 = "stablehlo.convert"(%1368) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %1370 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %1371 = "stablehlo.convert"(%1370) : (tensor<f32>) -> tensor<f32>
    %1372 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1373 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1374 = "stablehlo.concatenate"(%99, %95, %1372, %1373) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1375 = "stablehlo.dynamic_broadcast_in_dim"(%1371, %1374) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %1376 = "stablehlo.divide"(%1369, %1375) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %1377 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1378 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1379 = "stablehlo.concatenate"(%99, %99, %1377, %1378) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1380 = "stablehlo.dynamic_broadcast_in_dim"(%117, %1379) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %1381 = "func.call"(%arg17, %1380, %1376, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %1382 = "stablehlo.reduce"(%1381, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg524: tensor<f32>, %arg525: tensor<f32>):
      %7323 = "stablehlo.maximum"(%arg524, %arg525) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7323) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %1383 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1384 = "stablehlo.concatenate"(%99, %95, %1383) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1385 = "stablehlo.dynamic_broadcast_in_dim"(%86, %1384) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %1386 = "stablehlo.maximum"(%1385, %1382) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %1387 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1388 = "stablehlo.concatenate"(%99, %95, %1387, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1389 = "stablehlo.dynamic_broadcast_in_dim"(%1386, %1388) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %1390 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1391 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1392 = "stablehlo.concatenate"(%99, %95, %1390, %1391) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1393 = "stablehlo.dynamic_broadcast_in_dim"(%1389, %1392) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %1394 = "stablehlo.subtract"(%1381, %1393) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %1395 = "stablehlo.exponential"(%1394) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %1396 = "stablehlo.reduce"(%1395, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg522: tensor<f32>, %arg523: tensor<f32>):
      %7322 = "stablehlo.add"(%arg522, %arg523) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7322) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %1397 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1398 = "stablehlo.concatenate"(%99, %95, %1397, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1399 = "stablehlo.dynamic_broadcast_in_dim"(%1396, %1398) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %1400 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1401 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1402 = "stablehlo.concatenate"(%99, %95, %1400, %1401) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1403 = "stablehlo.dynamic_broadcast_in_dim"(%1399, %1402) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %1404 = "stablehlo.divide"(%1395, %1403) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %1405 = "stablehlo.convert"(%1404) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %1406 = "stablehlo.dot_general"(%1259, %1405) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %1407 = "stablehlo.transpose"(%1406) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %1408 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1409 = "stablehlo.concatenate"(%99, %1408, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1410 = "stablehlo.dynamic_reshape"(%1407, %1409) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %1411 = "stablehlo.dot_general"(%1410, %arg71) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1412 = "stablehlo.add"(%1222, %1411) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1413 = "stablehlo.convert"(%1412) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %1414 = "stablehlo.multiply"(%1413, %1413) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %1415 = "stablehlo.reduce"(%1414, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg520: tensor<f32>, %arg521: tensor<f32>):
      %7321 = "stablehlo.add"(%arg520, %arg521) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7321) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %1416 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1417 = "stablehlo.concatenate"(%99, %1416, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1418 = "stablehlo.dynamic_broadcast_in_dim"(%1415, %1417) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1419 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1420 = "stablehlo.concatenate"(%99, %1419, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1421 = "stablehlo.dynamic_broadcast_in_dim"(%98, %1420) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1422 = "stablehlo.divide"(%1418, %1421) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1423 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1424 = "stablehlo.concatenate"(%99, %1423, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1425 = "stablehlo.dynamic_broadcast_in_dim"(%97, %1424) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1426 = "stablehlo.add"(%1422, %1425) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1427 = "stablehlo.rsqrt"(%1426) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1428 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1429 = "stablehlo.concatenate"(%99, %1428, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1430 = "stablehlo.dynamic_broadcast_in_dim"(%1427, %1429) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %1431 = "stablehlo.multiply"(%1413, %1430) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %1432 = "stablehlo.convert"(%1431) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %1433 = "stablehlo.broadcast_in_dim"(%arg66) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1434 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1435 = "stablehlo.concatenate"(%99, %1434, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1436 = "stablehlo.dynamic_broadcast_in_dim"(%1433, %1435) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %1437 = "stablehlo.multiply"(%1432, %1436) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1438 = "stablehlo.dot_general"(%1437, %arg68) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %1439 = "func.call"(%arg17, %1438) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %1440 = "stablehlo.dot_general"(%1437, %arg69) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %1441 = "stablehlo.multiply"(%1439, %1440) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %1442 = "stablehlo.dot_general"(%1441, %arg67) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1443 = "stablehlo.add"(%1412, %1442) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1444 = "stablehlo.convert"(%1443) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %1445 = "stablehlo.multiply"(%1444, %1444) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %1446 = "stablehlo.reduce"(%1445, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg518: tensor<f32>, %arg519: tensor<f32>):
      %7320 = "stablehlo.add"(%arg518, %arg519) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7320) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %1447 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1448 = "stablehlo.concatenate"(%99, %1447, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1449 = "stablehlo.dynamic_broadcast_in_dim"(%1446, %1448) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1450 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1451 = "stablehlo.concatenate"(%99, %1450, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1452 = "stablehlo.dynamic_broadcast_in_dim"(%98, %1451) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1453 = "stablehlo.divide"(%1449, %1452) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1454 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1455 = "stablehlo.concatenate"(%99, %1454, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1456 = "stablehlo.dynamic_broadcast_in_dim"(%97, %1455) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1457 = "stablehlo.add"(%1453, %1456) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1458 = "stablehlo.rsqrt"(%1457) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1459 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1460 = "stablehlo.concatenate"(%99, %1459, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1461 = "stablehlo.dynamic_broadcast_in_dim"(%1458, %1460) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %1462 = "stablehlo.multiply"(%1444, %1461) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %1463 = "stablehlo.convert"(%1462) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %1464 = "stablehlo.broadcast_in_dim"(%arg74) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1465 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1466 = "stablehlo.concatenate"(%99, %1465, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1467 = "stablehlo.dynamic_broadcast_in_dim"(%1464, %1466) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %1468 = "stablehlo.multiply"(%1463, %1467) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1469 = "stablehlo.dot_general"(%1468, %arg81) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1470 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1471 = "stablehlo.concatenate"(%99, %1470, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1472 = "stablehlo.dynamic_reshape"(%1469, %1471) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %1473 = "stablehlo.dot_general"(%1468, %arg79) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1474 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1475 = "stablehlo.concatenate"(%99, %1474, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1476 = "stablehlo.dynamic_reshape"(%1473, %1475) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %1477 = "stablehlo.dot_general"(%1468, %arg82) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1478 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1479 = "stablehlo.concatenate"(%99, %1478, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1480 = "stablehlo.dynamic_reshape"(%1477, %1479) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %1481 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1482 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1483 = "stablehlo.multiply"(%1482, %1481) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1484 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1485 = "stablehlo.add"(%1484, %1483) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1486 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1487 = "stablehlo.divide"(%1485, %1486) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1488 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1489 = "stablehlo.power"(%1488, %1487) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1490 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1491 = "stablehlo.divide"(%1490, %1489) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1492 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %1493 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1494 = "stablehlo.concatenate"(%1493, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1495 = "stablehlo.dynamic_broadcast_in_dim"(%1492, %1494) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %1496 = "stablehlo.broadcast_in_dim"(%1491) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1497 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1498 = "stablehlo.concatenate"(%1497, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1499 = "stablehlo.dynamic_broadcast_in_dim"(%1495, %1498) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %1500 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1501 = "stablehlo.concatenate"(%1500, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1502 = "stablehlo.dynamic_broadcast_in_dim"(%1496, %1501) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %1503 = "stablehlo.multiply"(%1499, %1502) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %1504 = "stablehlo.concatenate"(%1503, %1503) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %1505 = "stablehlo.cosine"(%1504) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %1506 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1507 = "stablehlo.concatenate"(%99, %1506, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1508 = "stablehlo.dynamic_broadcast_in_dim"(%1505, %1507) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %1509 = "stablehlo.sine"(%1504) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %1510 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1511 = "stablehlo.concatenate"(%99, %1510, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1512 = "stablehlo.dynamic_broadcast_in_dim"(%1509, %1511) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %1513 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %1514 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1515 = "stablehlo.concatenate"(%99, %1514, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1516 = "stablehlo.dynamic_gather"(%1472, %1513, %1515) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %1517 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %1518 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1519 = "stablehlo.concatenate"(%99, %1518, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1520 = "stablehlo.dynamic_gather"(%1472, %1517, %1519) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %1521 = "stablehlo.negate"(%1520) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %1522 = "stablehlo.concatenate"(%1521, %1516) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %1523 = "stablehlo.convert"(%1472) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %1524 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1525 = "stablehlo.concatenate"(%99, %1524, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1526 = "stablehlo.dynamic_broadcast_in_dim"(%1508, %1525) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %1527 = "stablehlo.multiply"(%1523, %1526) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1528 = "stablehlo.convert"(%1522) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %1529 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1530 = "stablehlo.concatenate"(%99, %1529, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1531 = "stablehlo.dynamic_broadcast_in_dim"(%1512, %1530) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %1532 = "stablehlo.multiply"(%1528, %1531) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1533 = "stablehlo.add"(%1527, %1532) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1534 = "stablehlo.convert"(%1533) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %1535 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1536 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1537 = "stablehlo.multiply"(%1536, %1535) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1538 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1539 = "stablehlo.add"(%1538, %1537) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1540 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1541 = "stablehlo.divide"(%1539, %1540) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1542 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1543 = "stablehlo.power"(%1542, %1541) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1544 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1545 = "stablehlo.divide"(%1544, %1543) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1546 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %1547 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1548 = "stablehlo.concatenate"(%1547, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1549 = "stablehlo.dynamic_broadcast_in_dim"(%1546, %1548) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %1550 = "stablehlo.broadcast_in_dim"(%1545) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1551 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1552 = "stablehlo.concatenate"(%1551, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1553 = "stablehlo.dynamic_broadcast_in_dim"(%1549, %1552) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %1554 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1555 = "stablehlo.concatenate"(%1554, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1556 = "stablehlo.dynamic_broadcast_in_dim"(%1550, %1555) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %1557 = "stablehlo.multiply"(%1553, %1556) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %1558 = "stablehlo.concatenate"(%1557, %1557) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %1559 = "stablehlo.cosine"(%1558) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %1560 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1561 = "stablehlo.concatenate"(%99, %1560, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1562 = "stablehlo.dynamic_broadcast_in_dim"(%1559, %1561) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %1563 = "stablehlo.sine"(%1558) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %1564 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1565 = "stablehlo.concatenate"(%99, %1564, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1566 = "stablehlo.dynamic_broadcast_in_dim"(%1563, %1565) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %1567 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %1568 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1569 = "stablehlo.concatenate"(%99, %1568, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1570 = "stablehlo.dynamic_gather"(%1476, %1567, %1569) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %1571 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %1572 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1573 = "stablehlo.concatenate"(%99, %1572, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1574 = "stablehlo.dynamic_gather"(%1476, %1571, %1573) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %1575 = "stablehlo.negate"(%1574) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %1576 = "stablehlo.concatenate"(%1575, %1570) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %1577 = "stablehlo.convert"(%1476) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %1578 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1579 = "stablehlo.concatenate"(%99, %1578, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1580 = "stablehlo.dynamic_broadcast_in_dim"(%1562, %1579) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %1581 = "stablehlo.multiply"(%1577, %1580) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1582 = "stablehlo.convert"(%1576) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %1583 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1584 = "stablehlo.concatenate"(%99, %1583, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1585 = "stablehlo.dynamic_broadcast_in_dim"(%1566, %1584) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %1586 = "stablehlo.multiply"(%1582, %1585) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1587 = "stablehlo.add"(%1581, %1586) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1588 = "stablehlo.convert"(%1587) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %1589 = "stablehlo.dot_general"(%1534, %1588) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %1590 = "stablehlo.convert"(%1589) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %1591 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %1592 = "stablehlo.convert"(%1591) : (tensor<f32>) -> tensor<f32>
    %1593 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1594 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1595 = "stablehlo.concatenate"(%99, %95, %1593, %1594) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1596 = "stablehlo.dynamic_broadcast_in_dim"(%1592, %1595) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %1597 = "stablehlo.divide"(%1590, %1596) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %1598 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1599 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1600 = "stablehlo.concatenate"(%99, %99, %1598, %1599) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1601 = "stablehlo.dynamic_broadcast_in_dim"(%117, %1600) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %1602 = "func.call"(%arg17, %1601, %1597, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %1603 = "stablehlo.reduce"(%1602, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg516: tensor<f32>, %arg517: tensor<f32>):
      %7319 = "stablehlo.maximum"(%arg516, %arg517) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7319) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %1604 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1605 = "stablehlo.concatenate"(%99, %95, %1604) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1606 = "stablehlo.dynamic_broadcast_in_dim"(%86, %1605) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %1607 = "stablehlo.maximum"(%1606, %1603) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %1608 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1609 = "stablehlo.concatenate"(%99, %95, %1608, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1610 = "stablehlo.dynamic_broadcast_in_dim"(%1607, %1609) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %1611 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1612 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1613 = "stablehlo.concatenate"(%99, %95, %1611, %1612) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1614 = "stablehlo.dynamic_broadcast_in_dim"(%1610, %1613) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %1615 = "stablehlo.subtract"(%1602, %1614) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %1616 = "stablehlo.exponential"(%1615) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %1617 = "stablehlo.reduce"(%1616, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg514: tensor<f32>, %arg515: tensor<f32>):
      %7318 = "stablehlo.add"(%arg514, %arg515) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7318) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %1618 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1619 = "stablehlo.concatenate"(%99, %95, %1618, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1620 = "stablehlo.dynamic_broadcast_in_dim"(%1617, %1619) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %1621 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1622 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1623 = "stablehlo.concatenate"(%99, %95, %1621, %1622) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1624 = "stablehlo.dynamic_broadcast_in_dim"(%1620, %1623) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %1625 = "stablehlo.divide"(%1616, %1624) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %1626 = "stablehlo.convert"(%1625) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %1627 = "stablehlo.dot_general"(%1480, %1626) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %1628 = "stablehlo.transpose"(%1627) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %1629 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1630 = "stablehlo.concatenate"(%99, %1629, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1631 = "stablehlo.dynamic_reshape"(%1628, %1630) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %1632 = "stablehlo.dot_general"(%1631, %arg80) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1633 = "stablehlo.add"(%1443, %1632) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1634 = "stablehlo.convert"(%1633) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %1635 = "stablehlo.multiply"(%1634, %1634) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %1636 = "stablehlo.reduce"(%1635, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg512: tensor<f32>, %arg513: tensor<f32>):
      %7317 = "stablehlo.add"(%arg512, %arg513) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7317) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %1637 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1638 = "stablehlo.concatenate"(%99, %1637, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1639 = "stablehlo.dynamic_broadcast_in_dim"(%1636, %1638) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1640 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1641 = "stablehlo.concatenate"(%99, %1640, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1642 = "stablehlo.dynamic_broadcast_in_dim"(%98, %1641) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1643 = "stablehlo.divide"(%1639, %1642) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1644 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1645 = "stablehlo.concatenate"(%99, %1644, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1646 = "stablehlo.dynamic_broadcast_in_dim"(%97, %1645) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1647 = "stablehlo.add"(%1643, %1646) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1648 = "stablehlo.rsqrt"(%1647) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1649 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1650 = "stablehlo.concatenate"(%99, %1649, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1651 = "stablehlo.dynamic_broadcast_in_dim"(%1648, %1650) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %1652 = "stablehlo.multiply"(%1634, %1651) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %1653 = "stablehlo.convert"(%1652) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %1654 = "stablehlo.broadcast_in_dim"(%arg75) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1655 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1656 = "stablehlo.concatenate"(%99, %1655, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1657 = "stablehlo.dynamic_broadcast_in_dim"(%1654, %1656) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %1658 = "stablehlo.multiply"(%1653, %1657) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1659 = "stablehlo.dot_general"(%1658, %arg77) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %1660 = "func.call"(%arg17, %1659) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %1661 = "stablehlo.dot_general"(%1658, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %1662 = "stablehlo.multiply"(%1660, %1661) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %1663 = "stablehlo.dot_general"(%1662, %arg76) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1664 = "stablehlo.add"(%1633, %1663) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1665 = "stablehlo.convert"(%1664) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %1666 = "stablehlo.multiply"(%1665, %1665) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %1667 = "stablehlo.reduce"(%1666, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg510: tensor<f32>, %arg511: tensor<f32>):
      %7316 = "stablehlo.add"(%arg510, %arg511) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7316) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %1668 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1669 = "stablehlo.concatenate"(%99, %1668, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1670 = "stablehlo.dynamic_broadcast_in_dim"(%1667, %1669) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1671 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1672 = "stablehlo.concatenate"(%99, %1671, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1673 = "stablehlo.dynamic_broadcast_in_dim"(%98, %1672) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1674 = "stablehlo.divide"(%1670, %1673) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1675 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1676 = "stablehlo.concatenate"(%99, %1675, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1677 = "stablehlo.dynamic_broadcast_in_dim"(%97, %1676) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1678 = "stablehlo.add"(%1674, %1677) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1679 = "stablehlo.rsqrt"(%1678) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1680 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1681 = "stablehlo.concatenate"(%99, %1680, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1682 = "stablehlo.dynamic_broadcast_in_dim"(%1679, %1681) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %1683 = "stablehlo.multiply"(%1665, %1682) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %1684 = "stablehlo.convert"(%1683) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %1685 = "stablehlo.broadcast_in_dim"(%arg83) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1686 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1687 = "stablehlo.concatenate"(%99, %1686, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1688 = "stablehlo.dynamic_broadcast_in_dim"(%1685, %1687) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %1689 = "stablehlo.multiply"(%1684, %1688) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1690 = "stablehlo.dot_general"(%1689, %arg90) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1691 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1692 = "stablehlo.concatenate"(%99, %1691, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1693 = "stablehlo.dynamic_reshape"(%1690, %1692) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %1694 = "stablehlo.dot_general"(%1689, %arg88) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1695 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1696 = "stablehlo.concatenate"(%99, %1695, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1697 = "stablehlo.dynamic_reshape"(%1694, %1696) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %1698 = "stablehlo.dot_general"(%1689, %arg91) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1699 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1700 = "stablehlo.concatenate"(%99, %1699, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1701 = "stablehlo.dynamic_reshape"(%1698, %1700) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %1702 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1703 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1704 = "stablehlo.multiply"(%1703, %1702) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1705 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1706 = "stablehlo.add"(%1705, %1704) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1707 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1708 = "stablehlo.divide"(%1706, %1707) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1709 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1710 = "stablehlo.power"(%1709, %1708) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1711 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1712 = "stablehlo.divide"(%1711, %1710) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1713 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %1714 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1715 = "stablehlo.concatenate"(%1714, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1716 = "stablehlo.dynamic_broadcast_in_dim"(%1713, %1715) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %1717 = "stablehlo.broadcast_in_dim"(%1712) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1718 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1719 = "stablehlo.concatenate"(%1718, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1720 = "stablehlo.dynamic_broadcast_in_dim"(%1716, %1719) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %1721 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1722 = "stablehlo.concatenate"(%1721, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1723 = "stablehlo.dynamic_broadcast_in_dim"(%1717, %1722) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %1724 = "stablehlo.multiply"(%1720, %1723) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %1725 = "stablehlo.concatenate"(%1724, %1724) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %1726 = "stablehlo.cosine"(%1725) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %1727 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1728 = "stablehlo.concatenate"(%99, %1727, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1729 = "stablehlo.dynamic_broadcast_in_dim"(%1726, %1728) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %1730 = "stablehlo.sine"(%1725) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %1731 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1732 = "stablehlo.concatenate"(%99, %1731, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1733 = "stablehlo.dynamic_broadcast_in_dim"(%1730, %1732) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %1734 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %1735 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1736 = "stablehlo.concatenate"(%99, %1735, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1737 = "stablehlo.dynamic_gather"(%1693, %1734, %1736) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %1738 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %1739 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1740 = "stablehlo.concatenate"(%99, %1739, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1741 = "stablehlo.dynamic_gather"(%1693, %1738, %1740) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %1742 = "stablehlo.negate"(%1741) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %1743 = "stablehlo.concatenate"(%1742, %1737) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %1744 = "stablehlo.convert"(%1693) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %1745 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1746 = "stablehlo.concatenate"(%99, %1745, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1747 = "stablehlo.dynamic_broadcast_in_dim"(%1729, %1746) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %1748 = "stablehlo.multiply"(%1744, %1747) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1749 = "stablehlo.convert"(%1743) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %1750 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1751 = "stablehlo.concatenate"(%99, %1750, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1752 = "stablehlo.dynamic_broadcast_in_dim"(%1733, %1751) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %1753 = "stablehlo.multiply"(%1749, %1752) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1754 = "stablehlo.add"(%1748, %1753) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1755 = "stablehlo.convert"(%1754) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %1756 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1757 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1758 = "stablehlo.multiply"(%1757, %1756) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1759 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1760 = "stablehlo.add"(%1759, %1758) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1761 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1762 = "stablehlo.divide"(%1760, %1761) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1763 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1764 = "stablehlo.power"(%1763, %1762) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1765 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1766 = "stablehlo.divide"(%1765, %1764) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1767 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %1768 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1769 = "stablehlo.concatenate"(%1768, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1770 = "stablehlo.dynamic_broadcast_in_dim"(%1767, %1769) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %1771 = "stablehlo.broadcast_in_dim"(%1766) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1772 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1773 = "stablehlo.concatenate"(%1772, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1774 = "stablehlo.dynamic_broadcast_in_dim"(%1770, %1773) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %1775 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1776 = "stablehlo.concatenate"(%1775, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1777 = "stablehlo.dynamic_broadcast_in_dim"(%1771, %1776) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %1778 = "stablehlo.multiply"(%1774, %1777) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %1779 = "stablehlo.concatenate"(%1778, %1778) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %1780 = "stablehlo.cosine"(%1779) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %1781 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1782 = "stablehlo.concatenate"(%99, %1781, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1783 = "stablehlo.dynamic_broadcast_in_dim"(%1780, %1782) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %1784 = "stablehlo.sine"(%1779) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %1785 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1786 = "stablehlo.concatenate"(%99, %1785, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1787 = "stablehlo.dynamic_broadcast_in_dim"(%1784, %1786) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %1788 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %1789 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1790 = "stablehlo.concatenate"(%99, %1789, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1791 = "stablehlo.dynamic_gather"(%1697, %1788, %1790) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %1792 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %1793 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1794 = "stablehlo.concatenate"(%99, %1793, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1795 = "stablehlo.dynamic_gather"(%1697, %1792, %1794) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %1796 = "stablehlo.negate"(%1795) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %1797 = "stablehlo.concatenate"(%1796, %1791) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %1798 = "stablehlo.convert"(%1697) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %1799 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1800 = "stablehlo.concatenate"(%99, %1799, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1801 = "stablehlo.dynamic_broadcast_in_dim"(%1783, %1800) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %1802 = "stablehlo.multiply"(%1798, %1801) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1803 = "stablehlo.convert"(%1797) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %1804 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1805 = "stablehlo.concatenate"(%99, %1804, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1806 = "stablehlo.dynamic_broadcast_in_dim"(%1787, %1805) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %1807 = "stablehlo.multiply"(%1803, %1806) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1808 = "stablehlo.add"(%1802, %1807) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1809 = "stablehlo.convert"(%1808) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %1810 = "stablehlo.dot_general"(%1755, %1809) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %1811 = "stablehlo.convert"(%1810) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %1812 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %1813 = "stablehlo.convert"(%1812) : (tensor<f32>) -> tensor<f32>
    %1814 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1815 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1816 = "stablehlo.concatenate"(%99, %95, %1814, %1815) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1817 = "stablehlo.dynamic_broadcast_in_dim"(%1813, %1816) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %1818 = "stablehlo.divide"(%1811, %1817) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %1819 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1820 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1821 = "stablehlo.concatenate"(%99, %99, %1819, %1820) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1822 = "stablehlo.dynamic_broadcast_in_dim"(%117, %1821) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %1823 = "func.call"(%arg17, %1822, %1818, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %1824 = "stablehlo.reduce"(%1823, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg508: tensor<f32>, %arg509: tensor<f32>):
      %7315 = "stablehlo.maximum"(%arg508, %arg509) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7315) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %1825 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1826 = "stablehlo.concatenate"(%99, %95, %1825) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1827 = "stablehlo.dynamic_broadcast_in_dim"(%86, %1826) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %1828 = "stablehlo.maximum"(%1827, %1824) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %1829 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1830 = "stablehlo.concatenate"(%99, %95, %1829, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1831 = "stablehlo.dynamic_broadcast_in_dim"(%1828, %1830) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %1832 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1833 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1834 = "stablehlo.concatenate"(%99, %95, %1832, %1833) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1835 = "stablehlo.dynamic_broadcast_in_dim"(%1831, %1834) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %1836 = "stablehlo.subtract"(%1823, %1835) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %1837 = "stablehlo.exponential"(%1836) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %1838 = "stablehlo.reduce"(%1837, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg506: tensor<f32>, %arg507: tensor<f32>):
      %7314 = "stablehlo.add"(%arg506, %arg507) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7314) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %1839 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1840 = "stablehlo.concatenate"(%99, %95, %1839, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1841 = "stablehlo.dynamic_broadcast_in_dim"(%1838, %1840) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %1842 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1843 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1844 = "stablehlo.concatenate"(%99, %95, %1842, %1843) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1845 = "stablehlo.dynamic_broadcast_in_dim"(%1841, %1844) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %1846 = "stablehlo.divide"(%1837, %1845) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %1847 = "stablehlo.convert"(%1846) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %1848 = "stablehlo.dot_general"(%1701, %1847) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %1849 = "stablehlo.transpose"(%1848) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %1850 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1851 = "stablehlo.concatenate"(%99, %1850, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1852 = "stablehlo.dynamic_reshape"(%1849, %1851) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %1853 = "stablehlo.dot_general"(%1852, %arg89) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1854 = "stablehlo.add"(%1664, %1853) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1855 = "stablehlo.convert"(%1854) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %1856 = "stablehlo.multiply"(%1855, %1855) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %1857 = "stablehlo.reduce"(%1856, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg504: tensor<f32>, %arg505: tensor<f32>):
      %7313 = "stablehlo.add"(%arg504, %arg505) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7313) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %1858 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1859 = "stablehlo.concatenate"(%99, %1858, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1860 = "stablehlo.dynamic_broadcast_in_dim"(%1857, %1859) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1861 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1862 = "stablehlo.concatenate"(%99, %1861, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1863 = "stablehlo.dynamic_broadcast_in_dim"(%98, %1862) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1864 = "stablehlo.divide"(%1860, %1863) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1865 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1866 = "stablehlo.concatenate"(%99, %1865, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1867 = "stablehlo.dynamic_broadcast_in_dim"(%97, %1866) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1868 = "stablehlo.add"(%1864, %1867) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1869 = "stablehlo.rsqrt"(%1868) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1870 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1871 = "stablehlo.concatenate"(%99, %1870, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1872 = "stablehlo.dynamic_broadcast_in_dim"(%1869, %1871) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %1873 = "stablehlo.multiply"(%1855, %1872) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %1874 = "stablehlo.convert"(%1873) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %1875 = "stablehlo.broadcast_in_dim"(%arg84) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1876 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1877 = "stablehlo.concatenate"(%99, %1876, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1878 = "stablehlo.dynamic_broadcast_in_dim"(%1875, %1877) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %1879 = "stablehlo.multiply"(%1874, %1878) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1880 = "stablehlo.dot_general"(%1879, %arg86) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %1881 = "func.call"(%arg17, %1880) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %1882 = "stablehlo.dot_general"(%1879, %arg87) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %1883 = "stablehlo.multiply"(%1881, %1882) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %1884 = "stablehlo.dot_general"(%1883, %arg85) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1885 = "stablehlo.add"(%1854, %1884) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1886 = "stablehlo.convert"(%1885) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %1887 = "stablehlo.multiply"(%1886, %1886) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %1888 = "stablehlo.reduce"(%1887, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg502: tensor<f32>, %arg503: tensor<f32>):
      %7312 = "stablehlo.add"(%arg502, %arg503) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7312) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %1889 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1890 = "stablehlo.concatenate"(%99, %1889, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1891 = "stablehlo.dynamic_broadcast_in_dim"(%1888, %1890) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1892 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1893 = "stablehlo.concatenate"(%99, %1892, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1894 = "stablehlo.dynamic_broadcast_in_dim"(%98, %1893) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1895 = "stablehlo.divide"(%1891, %1894) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1896 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1897 = "stablehlo.concatenate"(%99, %1896, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1898 = "stablehlo.dynamic_broadcast_in_dim"(%97, %1897) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %1899 = "stablehlo.add"(%1895, %1898) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1900 = "stablehlo.rsqrt"(%1899) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %1901 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1902 = "stablehlo.concatenate"(%99, %1901, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1903 = "stablehlo.dynamic_broadcast_in_dim"(%1900, %1902) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %1904 = "stablehlo.multiply"(%1886, %1903) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %1905 = "stablehlo.convert"(%1904) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %1906 = "stablehlo.broadcast_in_dim"(%arg92) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1907 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1908 = "stablehlo.concatenate"(%99, %1907, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %1909 = "stablehlo.dynamic_broadcast_in_dim"(%1906, %1908) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %1910 = "stablehlo.multiply"(%1905, %1909) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1911 = "stablehlo.dot_general"(%1910, %arg99) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1912 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1913 = "stablehlo.concatenate"(%99, %1912, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1914 = "stablehlo.dynamic_reshape"(%1911, %1913) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %1915 = "stablehlo.dot_general"(%1910, %arg97) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1916 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1917 = "stablehlo.concatenate"(%99, %1916, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1918 = "stablehlo.dynamic_reshape"(%1915, %1917) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %1919 = "stablehlo.dot_general"(%1910, %arg100) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %1920 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1921 = "stablehlo.concatenate"(%99, %1920, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1922 = "stablehlo.dynamic_reshape"(%1919, %1921) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %1923 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1924 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1925 = "stablehlo.multiply"(%1924, %1923) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1926 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1927 = "stablehlo.add"(%1926, %1925) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1928 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1929 = "stablehlo.divide"(%1927, %1928) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1930 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1931 = "stablehlo.power"(%1930, %1929) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1932 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1933 = "stablehlo.divide"(%1932, %1931) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1934 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %1935 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1936 = "stablehlo.concatenate"(%1935, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1937 = "stablehlo.dynamic_broadcast_in_dim"(%1934, %1936) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %1938 = "stablehlo.broadcast_in_dim"(%1933) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1939 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1940 = "stablehlo.concatenate"(%1939, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1941 = "stablehlo.dynamic_broadcast_in_dim"(%1937, %1940) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %1942 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1943 = "stablehlo.concatenate"(%1942, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1944 = "stablehlo.dynamic_broadcast_in_dim"(%1938, %1943) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %1945 = "stablehlo.multiply"(%1941, %1944) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %1946 = "stablehlo.concatenate"(%1945, %1945) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %1947 = "stablehlo.cosine"(%1946) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %1948 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1949 = "stablehlo.concatenate"(%99, %1948, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1950 = "stablehlo.dynamic_broadcast_in_dim"(%1947, %1949) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %1951 = "stablehlo.sine"(%1946) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %1952 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1953 = "stablehlo.concatenate"(%99, %1952, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1954 = "stablehlo.dynamic_broadcast_in_dim"(%1951, %1953) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %1955 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %1956 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1957 = "stablehlo.concatenate"(%99, %1956, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1958 = "stablehlo.dynamic_gather"(%1914, %1955, %1957) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %1959 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %1960 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1961 = "stablehlo.concatenate"(%99, %1960, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1962 = "stablehlo.dynamic_gather"(%1914, %1959, %1961) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %1963 = "stablehlo.negate"(%1962) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %1964 = "stablehlo.concatenate"(%1963, %1958) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %1965 = "stablehlo.convert"(%1914) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %1966 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1967 = "stablehlo.concatenate"(%99, %1966, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1968 = "stablehlo.dynamic_broadcast_in_dim"(%1950, %1967) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %1969 = "stablehlo.multiply"(%1965, %1968) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1970 = "stablehlo.convert"(%1964) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %1971 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1972 = "stablehlo.concatenate"(%99, %1971, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %1973 = "stablehlo.dynamic_broadcast_in_dim"(%1954, %1972) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %1974 = "stablehlo.multiply"(%1970, %1973) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1975 = "stablehlo.add"(%1969, %1974) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %1976 = "stablehlo.convert"(%1975) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %1977 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1978 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1979 = "stablehlo.multiply"(%1978, %1977) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1980 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1981 = "stablehlo.add"(%1980, %1979) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1982 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1983 = "stablehlo.divide"(%1981, %1982) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1984 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1985 = "stablehlo.power"(%1984, %1983) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1986 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1987 = "stablehlo.divide"(%1986, %1985) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1988 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %1989 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1990 = "stablehlo.concatenate"(%1989, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1991 = "stablehlo.dynamic_broadcast_in_dim"(%1988, %1990) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %1992 = "stablehlo.broadcast_in_dim"(%1987) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1993 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1994 = "stablehlo.concatenate"(%1993, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1995 = "stablehlo.dynamic_broadcast_in_dim"(%1991, %1994) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %1996 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %1997 = "stablehlo.concatenate"(%1996, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %1998 = "stablehlo.dynamic_broadcast_in_dim"(%1992, %1997) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %1999 = "stablehlo.multiply"(%1995, %1998) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %2000 = "stablehlo.concatenate"(%1999, %1999) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %2001 = "stablehlo.cosine"(%2000) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %2002 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2003 = "stablehlo.concatenate"(%99, %2002, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2004 = "stablehlo.dynamic_broadcast_in_dim"(%2001, %2003) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %2005 = "stablehlo.sine"(%2000) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %2006 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2007 = "stablehlo.concatenate"(%99, %2006, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2008 = "stablehlo.dynamic_broadcast_in_dim"(%2005, %2007) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %2009 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %2010 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2011 = "stablehlo.concatenate"(%99, %2010, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2012 = "stablehlo.dynamic_gather"(%1918, %2009, %2011) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %2013 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %2014 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2015 = "stablehlo.concatenate"(%99, %2014, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2016 = "stablehlo.dynamic_gather"(%1918, %2013, %2015) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %2017 = "stablehlo.negate"(%2016) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %2018 = "stablehlo.concatenate"(%2017, %2012) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %2019 = "stablehlo.convert"(%1918) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %2020 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2021 = "stablehlo.concatenate"(%99, %2020, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2022 = "stablehlo.dynamic_broadcast_in_dim"(%2004, %2021) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %2023 = "stablehlo.multiply"(%2019, %2022) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2024 = "stablehlo.convert"(%2018) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %2025 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2026 = "stablehlo.concatenate"(%99, %2025, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2027 = "stablehlo.dynamic_broadcast_in_dim"(%2008, %2026) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %2028 = "stablehlo.multiply"(%2024, %2027) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2029 = "stablehlo.add"(%2023, %2028) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2030 = "stablehlo.convert"(%2029) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %2031 = "stablehlo.dot_general"(%1976, %2030) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %2032 = "stablehlo.convert"(%2031) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %2033 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %2034 = "stablehlo.convert"(%2033) : (tensor<f32>) -> tensor<f32>
    %2035 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2036 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2037 = "stablehlo.concatenate"(%99, %95, %2035, %2036) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2038 = "stablehlo.dynamic_broadcast_in_dim"(%2034, %2037) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %2039 = "stablehlo.divide"(%2032, %2038) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %2040 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2041 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2042 = "stablehlo.concatenate"(%99, %99, %2040, %2041) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2043 = "stablehlo.dynamic_broadcast_in_dim"(%117, %2042) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %2044 = "func.call"(%arg17, %2043, %2039, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %2045 = "stablehlo.reduce"(%2044, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg500: tensor<f32>, %arg501: tensor<f32>):
      %7311 = "stablehlo.maximum"(%arg500, %arg501) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7311) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %2046 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2047 = "stablehlo.concatenate"(%99, %95, %2046) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2048 = "stablehlo.dynamic_broadcast_in_dim"(%86, %2047) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %2049 = "stablehlo.maximum"(%2048, %2045) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %2050 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2051 = "stablehlo.concatenate"(%99, %95, %2050, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2052 = "stablehlo.dynamic_broadcast_in_dim"(%2049, %2051) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %2053 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2054 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2055 = "stablehlo.concatenate"(%99, %95, %2053, %2054) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2056 = "stablehlo.dynamic_broadcast_in_dim"(%2052, %2055) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %2057 = "stablehlo.subtract"(%2044, %2056) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %2058 = "stablehlo.exponential"(%2057) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %2059 = "stablehlo.reduce"(%2058, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg498: tensor<f32>, %arg499: tensor<f32>):
      %7310 = "stablehlo.add"(%arg498, %arg499) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7310) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %2060 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2061 = "stablehlo.concatenate"(%99, %95, %2060, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2062 = "stablehlo.dynamic_broadcast_in_dim"(%2059, %2061) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %2063 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2064 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2065 = "stablehlo.concatenate"(%99, %95, %2063, %2064) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2066 = "stablehlo.dynamic_broadcast_in_dim"(%2062, %2065) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %2067 = "stablehlo.divide"(%2058, %2066) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %2068 = "stablehlo.convert"(%2067) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %2069 = "stablehlo.dot_general"(%1922, %2068) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %2070 = "stablehlo.transpose"(%2069) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %2071 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2072 = "stablehlo.concatenate"(%99, %2071, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2073 = "stablehlo.dynamic_reshape"(%2070, %2072) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %2074 = "stablehlo.dot_general"(%2073, %arg98) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2075 = "stablehlo.add"(%1885, %2074) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2076 = "stablehlo.convert"(%2075) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %2077 = "stablehlo.multiply"(%2076, %2076) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %2078 = "stablehlo.reduce"(%2077, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg496: tensor<f32>, %arg497: tensor<f32>):
      %7309 = "stablehlo.add"(%arg496, %arg497) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7309) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %2079 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2080 = "stablehlo.concatenate"(%99, %2079, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2081 = "stablehlo.dynamic_broadcast_in_dim"(%2078, %2080) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2082 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2083 = "stablehlo.concatenate"(%99, %2082, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2084 = "stablehlo.dynamic_broadcast_in_dim"(%98, %2083) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2085 = "stablehlo.divide"(%2081, %2084) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2086 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2087 = "stablehlo.concatenate"(%99, %2086, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2088 = "stablehlo.dynamic_broadcast_in_dim"(%97, %2087) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2089 = "stablehlo.add"(%2085, %2088) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2090 = "stablehlo.rsqrt"(%2089) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2091 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2092 = "stablehlo.concatenate"(%99, %2091, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2093 = "stablehlo.dynamic_broadcast_in_dim"(%2090, %2092) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %2094 = "stablehlo.multiply"(%2076, %2093) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %2095 = "stablehlo.convert"(%2094) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %2096 = "stablehlo.broadcast_in_dim"(%arg93) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2097 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2098 = "stablehlo.concatenate"(%99, %2097, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2099 = "stablehlo.dynamic_broadcast_in_dim"(%2096, %2098) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %2100 = "stablehlo.multiply"(%2095, %2099) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2101 = "stablehlo.dot_general"(%2100, %arg95) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %2102 = "func.call"(%arg17, %2101) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %2103 = "stablehlo.dot_general"(%2100, %arg96) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %2104 = "stablehlo.multiply"(%2102, %2103) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %2105 = "stablehlo.dot_general"(%2104, %arg94) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2106 = "stablehlo.add"(%2075, %2105) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2107 = "stablehlo.convert"(%2106) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %2108 = "stablehlo.multiply"(%2107, %2107) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %2109 = "stablehlo.reduce"(%2108, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg494: tensor<f32>, %arg495: tensor<f32>):
      %7308 = "stablehlo.add"(%arg494, %arg495) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7308) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %2110 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2111 = "stablehlo.concatenate"(%99, %2110, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2112 = "stablehlo.dynamic_broadcast_in_dim"(%2109, %2111) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2113 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2114 = "stablehlo.concatenate"(%99, %2113, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2115 = "stablehlo.dynamic_broadcast_in_dim"(%98, %2114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2116 = "stablehlo.divide"(%2112, %2115) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2117 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2118 = "stablehlo.concatenate"(%99, %2117, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2119 = "stablehlo.dynamic_broadcast_in_dim"(%97, %2118) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2120 = "stablehlo.add"(%2116, %2119) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2121 = "stablehlo.rsqrt"(%2120) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2122 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2123 = "stablehlo.concatenate"(%99, %2122, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2124 = "stablehlo.dynamic_broadcast_in_dim"(%2121, %2123) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %2125 = "stablehlo.multiply"(%2107, %2124) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %2126 = "stablehlo.convert"(%2125) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %2127 = "stablehlo.broadcast_in_dim"(%arg101) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2128 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2129 = "stablehlo.concatenate"(%99, %2128, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2130 = "stablehlo.dynamic_broadcast_in_dim"(%2127, %2129) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %2131 = "stablehlo.multiply"(%2126, %2130) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2132 = "stablehlo.dot_general"(%2131, %arg108) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2133 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2134 = "stablehlo.concatenate"(%99, %2133, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2135 = "stablehlo.dynamic_reshape"(%2132, %2134) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %2136 = "stablehlo.dot_general"(%2131, %arg106) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2137 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2138 = "stablehlo.concatenate"(%99, %2137, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2139 = "stablehlo.dynamic_reshape"(%2136, %2138) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %2140 = "stablehlo.dot_general"(%2131, %arg109) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2141 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2142 = "stablehlo.concatenate"(%99, %2141, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2143 = "stablehlo.dynamic_reshape"(%2140, %2142) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %2144 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2145 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2146 = "stablehlo.multiply"(%2145, %2144) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2147 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2148 = "stablehlo.add"(%2147, %2146) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2149 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2150 = "stablehlo.divide"(%2148, %2149) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2151 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2152 = "stablehlo.power"(%2151, %2150) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2153 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2154 = "stablehlo.divide"(%2153, %2152) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2155 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %2156 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2157 = "stablehlo.concatenate"(%2156, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2158 = "stablehlo.dynamic_broadcast_in_dim"(%2155, %2157) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %2159 = "stablehlo.broadcast_in_dim"(%2154) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2160 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2161 = "stablehlo.concatenate"(%2160, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2162 = "stablehlo.dynamic_broadcast_in_dim"(%2158, %2161) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %2163 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2164 = "stablehlo.concatenate"(%2163, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2165 = "stablehlo.dynamic_broadcast_in_dim"(%2159, %2164) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %2166 = "stablehlo.multiply"(%2162, %2165) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %2167 = "stablehlo.concatenate"(%2166, %2166) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %2168 = "stablehlo.cosine"(%2167) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %2169 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2170 = "stablehlo.concatenate"(%99, %2169, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2171 = "stablehlo.dynamic_broadcast_in_dim"(%2168, %2170) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %2172 = "stablehlo.sine"(%2167) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %2173 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2174 = "stablehlo.concatenate"(%99, %2173, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2175 = "stablehlo.dynamic_broadcast_in_dim"(%2172, %2174) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %2176 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %2177 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2178 = "stablehlo.concatenate"(%99, %2177, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2179 = "stablehlo.dynamic_gather"(%2135, %2176, %2178) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %2180 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %2181 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2182 = "stablehlo.concatenate"(%99, %2181, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2183 = "stablehlo.dynamic_gather"(%2135, %2180, %2182) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %2184 = "stablehlo.negate"(%2183) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %2185 = "stablehlo.concatenate"(%2184, %2179) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %2186 = "stablehlo.convert"(%2135) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %2187 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2188 = "stablehlo.concatenate"(%99, %2187, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2189 = "stablehlo.dynamic_broadcast_in_dim"(%2171, %2188) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %2190 = "stablehlo.multiply"(%2186, %2189) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2191 = "stablehlo.convert"(%2185) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %2192 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2193 = "stablehlo.concatenate"(%99, %2192, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2194 = "stablehlo.dynamic_broadcast_in_dim"(%2175, %2193) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %2195 = "stablehlo.multiply"(%2191, %2194) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2196 = "stablehlo.add"(%2190, %2195) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2197 = "stablehlo.convert"(%2196) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %2198 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2199 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2200 = "stablehlo.multiply"(%2199, %2198) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2201 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2202 = "stablehlo.add"(%2201, %2200) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2203 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2204 = "stablehlo.divide"(%2202, %2203) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2205 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2206 = "stablehlo.power"(%2205, %2204) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2207 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2208 = "stablehlo.divide"(%2207, %2206) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2209 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %2210 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2211 = "stablehlo.concatenate"(%2210, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2212 = "stablehlo.dynamic_broadcast_in_dim"(%2209, %2211) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %2213 = "stablehlo.broadcast_in_dim"(%2208) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2214 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2215 = "stablehlo.concatenate"(%2214, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2216 = "stablehlo.dynamic_broadcast_in_dim"(%2212, %2215) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %2217 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2218 = "stablehlo.concatenate"(%2217, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2219 = "stablehlo.dynamic_broadcast_in_dim"(%2213, %2218) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %2220 = "stablehlo.multiply"(%2216, %2219) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %2221 = "stablehlo.concatenate"(%2220, %2220) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %2222 = "stablehlo.cosine"(%2221) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %2223 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2224 = "stablehlo.concatenate"(%99, %2223, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2225 = "stablehlo.dynamic_broadcast_in_dim"(%2222, %2224) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %2226 = "stablehlo.sine"(%2221) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %2227 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2228 = "stablehlo.concatenate"(%99, %2227, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2229 = "stablehlo.dynamic_broadcast_in_dim"(%2226, %2228) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %2230 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %2231 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2232 = "stablehlo.concatenate"(%99, %2231, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2233 = "stablehlo.dynamic_gather"(%2139, %2230, %2232) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %2234 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %2235 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2236 = "stablehlo.concatenate"(%99, %2235, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2237 = "stablehlo.dynamic_gather"(%2139, %2234, %2236) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %2238 = "stablehlo.negate"(%2237) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %2239 = "stablehlo.concatenate"(%2238, %2233) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %2240 = "stablehlo.convert"(%2139) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %2241 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2242 = "stablehlo.concatenate"(%99, %2241, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2243 = "stablehlo.dynamic_broadcast_in_dim"(%2225, %2242) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %2244 = "stablehlo.multiply"(%2240, %2243) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2245 = "stablehlo.convert"(%2239) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %2246 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2247 = "stablehlo.concatenate"(%99, %2246, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2248 = "stablehlo.dynamic_broadcast_in_dim"(%2229, %2247) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %2249 = "stablehlo.multiply"(%2245, %2248) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2250 = "stablehlo.add"(%2244, %2249) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2251 = "stablehlo.convert"(%2250) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %2252 = "stablehlo.dot_general"(%2197, %2251) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %2253 = "stablehlo.convert"(%2252) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %2254 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %2255 = "stablehlo.convert"(%2254) : (tensor<f32>) -> tensor<f32>
    %2256 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2257 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2258 = "stablehlo.concatenate"(%99, %95, %2256, %2257) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2259 = "stablehlo.dynamic_broadcast_in_dim"(%2255, %2258) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %2260 = "stablehlo.divide"(%2253, %2259) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %2261 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2262 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2263 = "stablehlo.concatenate"(%99, %99, %2261, %2262) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2264 = "stablehlo.dynamic_broadcast_in_dim"(%117, %2263) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %2265 = "func.call"(%arg17, %2264, %2260, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %2266 = "stablehlo.reduce"(%2265, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg492: tensor<f32>, %arg493: tensor<f32>):
      %7307 = "stablehlo.maximum"(%arg492, %arg493) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7307) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %2267 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2268 = "stablehlo.concatenate"(%99, %95, %2267) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2269 = "stablehlo.dynamic_broadcast_in_dim"(%86, %2268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %2270 = "stablehlo.maximum"(%2269, %2266) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %2271 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2272 = "stablehlo.concatenate"(%99, %95, %2271, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2273 = "stablehlo.dynamic_broadcast_in_dim"(%2270, %2272) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %2274 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2275 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2276 = "stablehlo.concatenate"(%99, %95, %2274, %2275) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2277 = "stablehlo.dynamic_broadcast_in_dim"(%2273, %2276) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %2278 = "stablehlo.subtract"(%2265, %2277) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %2279 = "stablehlo.exponential"(%2278) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %2280 = "stablehlo.reduce"(%2279, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg490: tensor<f32>, %arg491: tensor<f32>):
      %7306 = "stablehlo.add"(%arg490, %arg491) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7306) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %2281 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2282 = "stablehlo.concatenate"(%99, %95, %2281, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2283 = "stablehlo.dynamic_broadcast_in_dim"(%2280, %2282) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %2284 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2285 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2286 = "stablehlo.concatenate"(%99, %95, %2284, %2285) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2287 = "stablehlo.dynamic_broadcast_in_dim"(%2283, %2286) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %2288 = "stablehlo.divide"(%2279, %2287) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %2289 = "stablehlo.convert"(%2288) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %2290 = "stablehlo.dot_general"(%2143, %2289) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %2291 = "stablehlo.transpose"(%2290) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %2292 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2293 = "stablehlo.concatenate"(%99, %2292, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2294 = "stablehlo.dynamic_reshape"(%2291, %2293) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %2295 = "stablehlo.dot_general"(%2294, %arg107) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2296 = "stablehlo.add"(%2106, %2295) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2297 = "stablehlo.convert"(%2296) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %2298 = "stablehlo.multiply"(%2297, %2297) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %2299 = "stablehlo.reduce"(%2298, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg488: tensor<f32>, %arg489: tensor<f32>):
      %7305 = "stablehlo.add"(%arg488, %arg489) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7305) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %2300 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2301 = "stablehlo.concatenate"(%99, %2300, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2302 = "stablehlo.dynamic_broadcast_in_dim"(%2299, %2301) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2303 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2304 = "stablehlo.concatenate"(%99, %2303, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2305 = "stablehlo.dynamic_broadcast_in_dim"(%98, %2304) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2306 = "stablehlo.divide"(%2302, %2305) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2307 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2308 = "stablehlo.concatenate"(%99, %2307, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2309 = "stablehlo.dynamic_broadcast_in_dim"(%97, %2308) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2310 = "stablehlo.add"(%2306, %2309) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2311 = "stablehlo.rsqrt"(%2310) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2312 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2313 = "stablehlo.concatenate"(%99, %2312, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2314 = "stablehlo.dynamic_broadcast_in_dim"(%2311, %2313) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %2315 = "stablehlo.multiply"(%2297, %2314) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %2316 = "stablehlo.convert"(%2315) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %2317 = "stablehlo.broadcast_in_dim"(%arg102) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2318 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2319 = "stablehlo.concatenate"(%99, %2318, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2320 = "stablehlo.dynamic_broadcast_in_dim"(%2317, %2319) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %2321 = "stablehlo.multiply"(%2316, %2320) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2322 = "stablehlo.dot_general"(%2321, %arg104) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %2323 = "func.call"(%arg17, %2322) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %2324 = "stablehlo.dot_general"(%2321, %arg105) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %2325 = "stablehlo.multiply"(%2323, %2324) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %2326 = "stablehlo.dot_general"(%2325, %arg103) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2327 = "stablehlo.add"(%2296, %2326) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2328 = "stablehlo.convert"(%2327) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %2329 = "stablehlo.multiply"(%2328, %2328) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %2330 = "stablehlo.reduce"(%2329, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg486: tensor<f32>, %arg487: tensor<f32>):
      %7304 = "stablehlo.add"(%arg486, %arg487) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7304) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %2331 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2332 = "stablehlo.concatenate"(%99, %2331, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2333 = "stablehlo.dynamic_broadcast_in_dim"(%2330, %2332) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2334 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2335 = "stablehlo.concatenate"(%99, %2334, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2336 = "stablehlo.dynamic_broadcast_in_dim"(%98, %2335) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2337 = "stablehlo.divide"(%2333, %2336) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2338 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2339 = "stablehlo.concatenate"(%99, %2338, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2340 = "stablehlo.dynamic_broadcast_in_dim"(%97, %2339) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2341 = "stablehlo.add"(%2337, %2340) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2342 = "stablehlo.rsqrt"(%2341) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2343 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2344 = "stablehlo.concatenate"(%99, %2343, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2345 = "stablehlo.dynamic_broadcast_in_dim"(%2342, %2344) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %2346 = "stablehlo.multiply"(%2328, %2345) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %2347 = "stablehlo.convert"(%2346) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %2348 = "stablehlo.broadcast_in_dim"(%arg110) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2349 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2350 = "stablehlo.concatenate"(%99, %2349, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2351 = "stablehlo.dynamic_broadcast_in_dim"(%2348, %2350) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %2352 = "stablehlo.multiply"(%2347, %2351) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2353 = "stablehlo.dot_general"(%2352, %arg117) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2354 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2355 = "stablehlo.concatenate"(%99, %2354, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2356 = "stablehlo.dynamic_reshape"(%2353, %2355) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %2357 = "stablehlo.dot_general"(%2352, %arg115) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2358 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2359 = "stablehlo.concatenate"(%99, %2358, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2360 = "stablehlo.dynamic_reshape"(%2357, %2359) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %2361 = "stablehlo.dot_general"(%2352, %arg118) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2362 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2363 = "stablehlo.concatenate"(%99, %2362, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2364 = "stablehlo.dynamic_reshape"(%2361, %2363) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %2365 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2366 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2367 = "stablehlo.multiply"(%2366, %2365) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2368 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2369 = "stablehlo.add"(%2368, %2367) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2370 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2371 = "stablehlo.divide"(%2369, %2370) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2372 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2373 = "stablehlo.power"(%2372, %2371) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2374 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2375 = "stablehlo.divide"(%2374, %2373) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2376 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %2377 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2378 = "stablehlo.concatenate"(%2377, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2379 = "stablehlo.dynamic_broadcast_in_dim"(%2376, %2378) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %2380 = "stablehlo.broadcast_in_dim"(%2375) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2381 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2382 = "stablehlo.concatenate"(%2381, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2383 = "stablehlo.dynamic_broadcast_in_dim"(%2379, %2382) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %2384 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2385 = "stablehlo.concatenate"(%2384, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2386 = "stablehlo.dynamic_broadcast_in_dim"(%2380, %2385) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %2387 = "stablehlo.multiply"(%2383, %2386) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %2388 = "stablehlo.concatenate"(%2387, %2387) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %2389 = "stablehlo.cosine"(%2388) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %2390 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2391 = "stablehlo.concatenate"(%99, %2390, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2392 = "stablehlo.dynamic_broadcast_in_dim"(%2389, %2391) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %2393 = "stablehlo.sine"(%2388) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %2394 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2395 = "stablehlo.concatenate"(%99, %2394, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2396 = "stablehlo.dynamic_broadcast_in_dim"(%2393, %2395) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %2397 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %2398 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2399 = "stablehlo.concatenate"(%99, %2398, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2400 = "stablehlo.dynamic_gather"(%2356, %2397, %2399) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %2401 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %2402 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2403 = "stablehlo.concatenate"(%99, %2402, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2404 = "stablehlo.dynamic_gather"(%2356, %2401, %2403) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %2405 = "stablehlo.negate"(%2404) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %2406 = "stablehlo.concatenate"(%2405, %2400) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %2407 = "stablehlo.convert"(%2356) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %2408 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2409 = "stablehlo.concatenate"(%99, %2408, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2410 = "stablehlo.dynamic_broadcast_in_dim"(%2392, %2409) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %2411 = "stablehlo.multiply"(%2407, %2410) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2412 = "stablehlo.convert"(%2406) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %2413 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2414 = "stablehlo.concatenate"(%99, %2413, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2415 = "stablehlo.dynamic_broadcast_in_dim"(%2396, %2414) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %2416 = "stablehlo.multiply"(%2412, %2415) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2417 = "stablehlo.add"(%2411, %2416) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2418 = "stablehlo.convert"(%2417) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %2419 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2420 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2421 = "stablehlo.multiply"(%2420, %2419) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2422 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2423 = "stablehlo.add"(%2422, %2421) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2424 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2425 = "stablehlo.divide"(%2423, %2424) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2426 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2427 = "stablehlo.power"(%2426, %2425) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2428 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2429 = "stablehlo.divide"(%2428, %2427) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2430 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %2431 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2432 = "stablehlo.concatenate"(%2431, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2433 = "stablehlo.dynamic_broadcast_in_dim"(%2430, %2432) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %2434 = "stablehlo.broadcast_in_dim"(%2429) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2435 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2436 = "stablehlo.concatenate"(%2435, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2437 = "stablehlo.dynamic_broadcast_in_dim"(%2433, %2436) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %2438 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2439 = "stablehlo.concatenate"(%2438, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2440 = "stablehlo.dynamic_broadcast_in_dim"(%2434, %2439) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %2441 = "stablehlo.multiply"(%2437, %2440) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %2442 = "stablehlo.concatenate"(%2441, %2441) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %2443 = "stablehlo.cosine"(%2442) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %2444 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2445 = "stablehlo.concatenate"(%99, %2444, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2446 = "stablehlo.dynamic_broadcast_in_dim"(%2443, %2445) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %2447 = "stablehlo.sine"(%2442) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %2448 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2449 = "stablehlo.concatenate"(%99, %2448, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2450 = "stablehlo.dynamic_broadcast_in_dim"(%2447, %2449) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %2451 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %2452 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2453 = "stablehlo.concatenate"(%99, %2452, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2454 = "stablehlo.dynamic_gather"(%2360, %2451, %2453) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %2455 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %2456 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2457 = "stablehlo.concatenate"(%99, %2456, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2458 = "stablehlo.dynamic_gather"(%2360, %2455, %2457) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %2459 = "stablehlo.negate"(%2458) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %2460 = "stablehlo.concatenate"(%2459, %2454) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %2461 = "stablehlo.convert"(%2360) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %2462 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2463 = "stablehlo.concatenate"(%99, %2462, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2464 = "stablehlo.dynamic_broadcast_in_dim"(%2446, %2463) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %2465 = "stablehlo.multiply"(%2461, %2464) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2466 = "stablehlo.convert"(%2460) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %2467 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2468 = "stablehlo.concatenate"(%99, %2467, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2469 = "stablehlo.dynamic_broadcast_in_dim"(%2450, %2468) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %2470 = "stablehlo.multiply"(%2466, %2469) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2471 = "stablehlo.add"(%2465, %2470) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2472 = "stablehlo.convert"(%2471) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %2473 = "stablehlo.dot_general"(%2418, %2472) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %2474 = "stablehlo.convert"(%2473) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %2475 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %2476 = "stablehlo.convert"(%2475) : (tensor<f32>) -> tensor<f32>
    %2477 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2478 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2479 = "stablehlo.concatenate"(%99, %95, %2477, %2478) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2480 = "stablehlo.dynamic_broadcast_in_dim"(%2476, %2479) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %2481 = "stablehlo.divide"(%2474, %2480) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %2482 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2483 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2484 = "stablehlo.concatenate"(%99, %99, %2482, %2483) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2485 = "stablehlo.dynamic_broadcast_in_dim"(%117, %2484) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %2486 = "func.call"(%arg17, %2485, %2481, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %2487 = "stablehlo.reduce"(%2486, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg484: tensor<f32>, %arg485: tensor<f32>):
      %7303 = "stablehlo.maximum"(%arg484, %arg485) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7303) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %2488 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2489 = "stablehlo.concatenate"(%99, %95, %2488) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2490 = "stablehlo.dynamic_broadcast_in_dim"(%86, %2489) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %2491 = "stablehlo.maximum"(%2490, %2487) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %2492 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2493 = "stablehlo.concatenate"(%99, %95, %2492, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2494 = "stablehlo.dynamic_broadcast_in_dim"(%2491, %2493) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %2495 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2496 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2497 = "stablehlo.concatenate"(%99, %95, %2495, %2496) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2498 = "stablehlo.dynamic_broadcast_in_dim"(%2494, %2497) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %2499 = "stablehlo.subtract"(%2486, %2498) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %2500 = "stablehlo.exponential"(%2499) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %2501 = "stablehlo.reduce"(%2500, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg482: tensor<f32>, %arg483: tensor<f32>):
      %7302 = "stablehlo.add"(%arg482, %arg483) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7302) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %2502 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2503 = "stablehlo.concatenate"(%99, %95, %2502, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2504 = "stablehlo.dynamic_broadcast_in_dim"(%2501, %2503) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %2505 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2506 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2507 = "stablehlo.concatenate"(%99, %95, %2505, %2506) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2508 = "stablehlo.dynamic_broadcast_in_dim"(%2504, %2507) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %2509 = "stablehlo.divide"(%2500, %2508) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %2510 = "stablehlo.convert"(%2509) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %2511 = "stablehlo.dot_general"(%2364, %2510) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %2512 = "stablehlo.transpose"(%2511) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %2513 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2514 = "stablehlo.concatenate"(%99, %2513, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2515 = "stablehlo.dynamic_reshape"(%2512, %2514) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %2516 = "stablehlo.dot_general"(%2515, %arg116) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2517 = "stablehlo.add"(%2327, %2516) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2518 = "stablehlo.convert"(%2517) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %2519 = "stablehlo.multiply"(%2518, %2518) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %2520 = "stablehlo.reduce"(%2519, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg480: tensor<f32>, %arg481: tensor<f32>):
      %7301 = "stablehlo.add"(%arg480, %arg481) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7301) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %2521 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2522 = "stablehlo.concatenate"(%99, %2521, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2523 = "stablehlo.dynamic_broadcast_in_dim"(%2520, %2522) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2524 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2525 = "stablehlo.concatenate"(%99, %2524, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2526 = "stablehlo.dynamic_broadcast_in_dim"(%98, %2525) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2527 = "stablehlo.divide"(%2523, %2526) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2528 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2529 = "stablehlo.concatenate"(%99, %2528, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2530 = "stablehlo.dynamic_broadcast_in_dim"(%97, %2529) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2531 = "stablehlo.add"(%2527, %2530) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2532 = "stablehlo.rsqrt"(%2531) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2533 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2534 = "stablehlo.concatenate"(%99, %2533, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2535 = "stablehlo.dynamic_broadcast_in_dim"(%2532, %2534) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %2536 = "stablehlo.multiply"(%2518, %2535) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %2537 = "stablehlo.convert"(%2536) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %2538 = "stablehlo.broadcast_in_dim"(%arg111) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2539 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2540 = "stablehlo.concatenate"(%99, %2539, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2541 = "stablehlo.dynamic_broadcast_in_dim"(%2538, %2540) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %2542 = "stablehlo.multiply"(%2537, %2541) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2543 = "stablehlo.dot_general"(%2542, %arg113) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %2544 = "func.call"(%arg17, %2543) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %2545 = "stablehlo.dot_general"(%2542, %arg114) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %2546 = "stablehlo.multiply"(%2544, %2545) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %2547 = "stablehlo.dot_general"(%2546, %arg112) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2548 = "stablehlo.add"(%2517, %2547) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2549 = "stablehlo.convert"(%2548) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %2550 = "stablehlo.multiply"(%2549, %2549) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %2551 = "stablehlo.reduce"(%2550, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg478: tensor<f32>, %arg479: tensor<f32>):
      %7300 = "stablehlo.add"(%arg478, %arg479) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7300) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %2552 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2553 = "stablehlo.concatenate"(%99, %2552, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2554 = "stablehlo.dynamic_broadcast_in_dim"(%2551, %2553) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2555 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2556 = "stablehlo.concatenate"(%99, %2555, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2557 = "stablehlo.dynamic_broadcast_in_dim"(%98, %2556) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2558 = "stablehlo.divide"(%2554, %2557) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2559 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2560 = "stablehlo.concatenate"(%99, %2559, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2561 = "stablehlo.dynamic_broadcast_in_dim"(%97, %2560) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2562 = "stablehlo.add"(%2558, %2561) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2563 = "stablehlo.rsqrt"(%2562) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2564 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2565 = "stablehlo.concatenate"(%99, %2564, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2566 = "stablehlo.dynamic_broadcast_in_dim"(%2563, %2565) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %2567 = "stablehlo.multiply"(%2549, %2566) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %2568 = "stablehlo.convert"(%2567) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %2569 = "stablehlo.broadcast_in_dim"(%arg119) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2570 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2571 = "stablehlo.concatenate"(%99, %2570, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2572 = "stablehlo.dynamic_broadcast_in_dim"(%2569, %2571) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %2573 = "stablehlo.multiply"(%2568, %2572) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2574 = "stablehlo.dot_general"(%2573, %arg126) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2575 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2576 = "stablehlo.concatenate"(%99, %2575, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2577 = "stablehlo.dynamic_reshape"(%2574, %2576) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %2578 = "stablehlo.dot_general"(%2573, %arg124) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2579 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2580 = "stablehlo.concatenate"(%99, %2579, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2581 = "stablehlo.dynamic_reshape"(%2578, %2580) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %2582 = "stablehlo.dot_general"(%2573, %arg127) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2583 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2584 = "stablehlo.concatenate"(%99, %2583, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2585 = "stablehlo.dynamic_reshape"(%2582, %2584) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %2586 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2587 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2588 = "stablehlo.multiply"(%2587, %2586) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2589 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2590 = "stablehlo.add"(%2589, %2588) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2591 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2592 = "stablehlo.divide"(%2590, %2591) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2593 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2594 = "stablehlo.power"(%2593, %2592) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2595 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2596 = "stablehlo.divide"(%2595, %2594) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2597 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %2598 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2599 = "stablehlo.concatenate"(%2598, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2600 = "stablehlo.dynamic_broadcast_in_dim"(%2597, %2599) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %2601 = "stablehlo.broadcast_in_dim"(%2596) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2602 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2603 = "stablehlo.concatenate"(%2602, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2604 = "stablehlo.dynamic_broadcast_in_dim"(%2600, %2603) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %2605 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2606 = "stablehlo.concatenate"(%2605, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2607 = "stablehlo.dynamic_broadcast_in_dim"(%2601, %2606) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %2608 = "stablehlo.multiply"(%2604, %2607) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %2609 = "stablehlo.concatenate"(%2608, %2608) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %2610 = "stablehlo.cosine"(%2609) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %2611 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2612 = "stablehlo.concatenate"(%99, %2611, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2613 = "stablehlo.dynamic_broadcast_in_dim"(%2610, %2612) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %2614 = "stablehlo.sine"(%2609) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %2615 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2616 = "stablehlo.concatenate"(%99, %2615, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2617 = "stablehlo.dynamic_broadcast_in_dim"(%2614, %2616) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %2618 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %2619 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2620 = "stablehlo.concatenate"(%99, %2619, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2621 = "stablehlo.dynamic_gather"(%2577, %2618, %2620) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %2622 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %2623 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2624 = "stablehlo.concatenate"(%99, %2623, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2625 = "stablehlo.dynamic_gather"(%2577, %2622, %2624) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %2626 = "stablehlo.negate"(%2625) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %2627 = "stablehlo.concatenate"(%2626, %2621) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %2628 = "stablehlo.convert"(%2577) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %2629 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2630 = "stablehlo.concatenate"(%99, %2629, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2631 = "stablehlo.dynamic_broadcast_in_dim"(%2613, %2630) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %2632 = "stablehlo.multiply"(%2628, %2631) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2633 = "stablehlo.convert"(%2627) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %2634 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2635 = "stablehlo.concatenate"(%99, %2634, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2636 = "stablehlo.dynamic_broadcast_in_dim"(%2617, %2635) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %2637 = "stablehlo.multiply"(%2633, %2636) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2638 = "stablehlo.add"(%2632, %2637) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2639 = "stablehlo.convert"(%2638) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %2640 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2641 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2642 = "stablehlo.multiply"(%2641, %2640) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2643 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2644 = "stablehlo.add"(%2643, %2642) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2645 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2646 = "stablehlo.divide"(%2644, %2645) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2647 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2648 = "stablehlo.power"(%2647, %2646) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2649 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2650 = "stablehlo.divide"(%2649, %2648) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2651 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %2652 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2653 = "stablehlo.concatenate"(%2652, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2654 = "stablehlo.dynamic_broadcast_in_dim"(%2651, %2653) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %2655 = "stablehlo.broadcast_in_dim"(%2650) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2656 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2657 = "stablehlo.concatenate"(%2656, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2658 = "stablehlo.dynamic_broadcast_in_dim"(%2654, %2657) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %2659 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2660 = "stablehlo.concatenate"(%2659, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2661 = "stablehlo.dynamic_broadcast_in_dim"(%2655, %2660) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %2662 = "stablehlo.multiply"(%2658, %2661) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %2663 = "stablehlo.concatenate"(%2662, %2662) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %2664 = "stablehlo.cosine"(%2663) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %2665 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2666 = "stablehlo.concatenate"(%99, %2665, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2667 = "stablehlo.dynamic_broadcast_in_dim"(%2664, %2666) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %2668 = "stablehlo.sine"(%2663) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %2669 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2670 = "stablehlo.concatenate"(%99, %2669, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2671 = "stablehlo.dynamic_broadcast_in_dim"(%2668, %2670) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %2672 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %2673 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2674 = "stablehlo.concatenate"(%99, %2673, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2675 = "stablehlo.dynamic_gather"(%2581, %2672, %2674) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %2676 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %2677 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2678 = "stablehlo.concatenate"(%99, %2677, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2679 = "stablehlo.dynamic_gather"(%2581, %2676, %2678) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %2680 = "stablehlo.negate"(%2679) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %2681 = "stablehlo.concatenate"(%2680, %2675) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %2682 = "stablehlo.convert"(%2581) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %2683 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2684 = "stablehlo.concatenate"(%99, %2683, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2685 = "stablehlo.dynamic_broadcast_in_dim"(%2667, %2684) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %2686 = "stablehlo.multiply"(%2682, %2685) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2687 = "stablehlo.convert"(%2681) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %2688 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2689 = "stablehlo.concatenate"(%99, %2688, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2690 = "stablehlo.dynamic_broadcast_in_dim"(%2671, %2689) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %2691 = "stablehlo.multiply"(%2687, %2690) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2692 = "stablehlo.add"(%2686, %2691) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2693 = "stablehlo.convert"(%2692) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %2694 = "stablehlo.dot_general"(%2639, %2693) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %2695 = "stablehlo.convert"(%2694) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %2696 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %2697 = "stablehlo.convert"(%2696) : (tensor<f32>) -> tensor<f32>
    %2698 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2699 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2700 = "stablehlo.concatenate"(%99, %95, %2698, %2699) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2701 = "stablehlo.dynamic_broadcast_in_dim"(%2697, %2700) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %2702 = "stablehlo.divide"(%2695, %2701) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %2703 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2704 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2705 = "stablehlo.concatenate"(%99, %99, %2703, %2704) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2706 = "stablehlo.dynamic_broadcast_in_dim"(%117, %2705) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %2707 = "func.call"(%arg17, %2706, %2702, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %2708 = "stablehlo.reduce"(%2707, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg476: tensor<f32>, %arg477: tensor<f32>):
      %7299 = "stablehlo.maximum"(%arg476, %arg477) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7299) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %2709 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2710 = "stablehlo.concatenate"(%99, %95, %2709) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2711 = "stablehlo.dynamic_broadcast_in_dim"(%86, %2710) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %2712 = "stablehlo.maximum"(%2711, %2708) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %2713 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2714 = "stablehlo.concatenate"(%99, %95, %2713, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2715 = "stablehlo.dynamic_broadcast_in_dim"(%2712, %2714) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %2716 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2717 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2718 = "stablehlo.concatenate"(%99, %95, %2716, %2717) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2719 = "stablehlo.dynamic_broadcast_in_dim"(%2715, %2718) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %2720 = "stablehlo.subtract"(%2707, %2719) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %2721 = "stablehlo.exponential"(%2720) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %2722 = "stablehlo.reduce"(%2721, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg474: tensor<f32>, %arg475: tensor<f32>):
      %7298 = "stablehlo.add"(%arg474, %arg475) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7298) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %2723 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2724 = "stablehlo.concatenate"(%99, %95, %2723, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2725 = "stablehlo.dynamic_broadcast_in_dim"(%2722, %2724) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %2726 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2727 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2728 = "stablehlo.concatenate"(%99, %95, %2726, %2727) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2729 = "stablehlo.dynamic_broadcast_in_dim"(%2725, %2728) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %2730 = "stablehlo.divide"(%2721, %2729) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %2731 = "stablehlo.convert"(%2730) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %2732 = "stablehlo.dot_general"(%2585, %2731) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %2733 = "stablehlo.transpose"(%2732) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %2734 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2735 = "stablehlo.concatenate"(%99, %2734, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2736 = "stablehlo.dynamic_reshape"(%2733, %2735) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %2737 = "stablehlo.dot_general"(%2736, %arg125) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2738 = "stablehlo.add"(%2548, %2737) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2739 = "stablehlo.convert"(%2738) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %2740 = "stablehlo.multiply"(%2739, %2739) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %2741 = "stablehlo.reduce"(%2740, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg472: tensor<f32>, %arg473: tensor<f32>):
      %7297 = "stablehlo.add"(%arg472, %arg473) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7297) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %2742 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2743 = "stablehlo.concatenate"(%99, %2742, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2744 = "stablehlo.dynamic_broadcast_in_dim"(%2741, %2743) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2745 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2746 = "stablehlo.concatenate"(%99, %2745, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2747 = "stablehlo.dynamic_broadcast_in_dim"(%98, %2746) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2748 = "stablehlo.divide"(%2744, %2747) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2749 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2750 = "stablehlo.concatenate"(%99, %2749, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2751 = "stablehlo.dynamic_broadcast_in_dim"(%97, %2750) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2752 = "stablehlo.add"(%2748, %2751) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2753 = "stablehlo.rsqrt"(%2752) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2754 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2755 = "stablehlo.concatenate"(%99, %2754, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2756 = "stablehlo.dynamic_broadcast_in_dim"(%2753, %2755) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %2757 = "stablehlo.multiply"(%2739, %2756) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %2758 = "stablehlo.convert"(%2757) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %2759 = "stablehlo.broadcast_in_dim"(%arg120) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2760 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2761 = "stablehlo.concatenate"(%99, %2760, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2762 = "stablehlo.dynamic_broadcast_in_dim"(%2759, %2761) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %2763 = "stablehlo.multiply"(%2758, %2762) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2764 = "stablehlo.dot_general"(%2763, %arg122) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %2765 = "func.call"(%arg17, %2764) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %2766 = "stablehlo.dot_general"(%2763, %arg123) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %2767 = "stablehlo.multiply"(%2765, %2766) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %2768 = "stablehlo.dot_general"(%2767, %arg121) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2769 = "stablehlo.add"(%2738, %2768) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2770 = "stablehlo.convert"(%2769) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %2771 = "stablehlo.multiply"(%2770, %2770) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %2772 = "stablehlo.reduce"(%2771, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg470: tensor<f32>, %arg471: tensor<f32>):
      %7296 = "stablehlo.add"(%arg470, %arg471) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7296) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %2773 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2774 = "stablehlo.concatenate"(%99, %2773, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2775 = "stablehlo.dynamic_broadcast_in_dim"(%2772, %2774) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2776 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2777 = "stablehlo.concatenate"(%99, %2776, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2778 = "stablehlo.dynamic_broadcast_in_dim"(%98, %2777) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2779 = "stablehlo.divide"(%2775, %2778) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2780 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2781 = "stablehlo.concatenate"(%99, %2780, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2782 = "stablehlo.dynamic_broadcast_in_dim"(%97, %2781) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2783 = "stablehlo.add"(%2779, %2782) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2784 = "stablehlo.rsqrt"(%2783) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2785 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2786 = "stablehlo.concatenate"(%99, %2785, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2787 = "stablehlo.dynamic_broadcast_in_dim"(%2784, %2786) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %2788 = "stablehlo.multiply"(%2770, %2787) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %2789 = "stablehlo.convert"(%2788) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %2790 = "stablehlo.broadcast_in_dim"(%arg128) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2791 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2792 = "stablehlo.concatenate"(%99, %2791, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2793 = "stablehlo.dynamic_broadcast_in_dim"(%2790, %2792) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %2794 = "stablehlo.multiply"(%2789, %2793) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2795 = "stablehlo.dot_general"(%2794, %arg135) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2796 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2797 = "stablehlo.concatenate"(%99, %2796, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2798 = "stablehlo.dynamic_reshape"(%2795, %2797) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %2799 = "stablehlo.dot_general"(%2794, %arg133) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2800 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2801 = "stablehlo.concatenate"(%99, %2800, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2802 = "stablehlo.dynamic_reshape"(%2799, %2801) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %2803 = "stablehlo.dot_general"(%2794, %arg136) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2804 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2805 = "stablehlo.concatenate"(%99, %2804, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2806 = "stablehlo.dynamic_reshape"(%2803, %2805) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %2807 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2808 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2809 = "stablehlo.multiply"(%2808, %2807) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2810 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2811 = "stablehlo.add"(%2810, %2809) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2812 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2813 = "stablehlo.divide"(%2811, %2812) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2814 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2815 = "stablehlo.power"(%2814, %2813) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2816 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2817 = "stablehlo.divide"(%2816, %2815) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2818 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %2819 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2820 = "stablehlo.concatenate"(%2819, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2821 = "stablehlo.dynamic_broadcast_in_dim"(%2818, %2820) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %2822 = "stablehlo.broadcast_in_dim"(%2817) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2823 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2824 = "stablehlo.concatenate"(%2823, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2825 = "stablehlo.dynamic_broadcast_in_dim"(%2821, %2824) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %2826 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2827 = "stablehlo.concatenate"(%2826, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2828 = "stablehlo.dynamic_broadcast_in_dim"(%2822, %2827) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %2829 = "stablehlo.multiply"(%2825, %2828) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %2830 = "stablehlo.concatenate"(%2829, %2829) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %2831 = "stablehlo.cosine"(%2830) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %2832 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2833 = "stablehlo.concatenate"(%99, %2832, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2834 = "stablehlo.dynamic_broadcast_in_dim"(%2831, %2833) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %2835 = "stablehlo.sine"(%2830) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %2836 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2837 = "stablehlo.concatenate"(%99, %2836, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2838 = "stablehlo.dynamic_broadcast_in_dim"(%2835, %2837) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %2839 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %2840 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2841 = "stablehlo.concatenate"(%99, %2840, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2842 = "stablehlo.dynamic_gather"(%2798, %2839, %2841) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %2843 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %2844 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2845 = "stablehlo.concatenate"(%99, %2844, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2846 = "stablehlo.dynamic_gather"(%2798, %2843, %2845) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %2847 = "stablehlo.negate"(%2846) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %2848 = "stablehlo.concatenate"(%2847, %2842) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %2849 = "stablehlo.convert"(%2798) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %2850 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2851 = "stablehlo.concatenate"(%99, %2850, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2852 = "stablehlo.dynamic_broadcast_in_dim"(%2834, %2851) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %2853 = "stablehlo.multiply"(%2849, %2852) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2854 = "stablehlo.convert"(%2848) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %2855 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2856 = "stablehlo.concatenate"(%99, %2855, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2857 = "stablehlo.dynamic_broadcast_in_dim"(%2838, %2856) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %2858 = "stablehlo.multiply"(%2854, %2857) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2859 = "stablehlo.add"(%2853, %2858) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2860 = "stablehlo.convert"(%2859) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %2861 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2862 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2863 = "stablehlo.multiply"(%2862, %2861) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2864 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2865 = "stablehlo.add"(%2864, %2863) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2866 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2867 = "stablehlo.divide"(%2865, %2866) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2868 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2869 = "stablehlo.power"(%2868, %2867) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2870 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2871 = "stablehlo.divide"(%2870, %2869) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2872 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %2873 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2874 = "stablehlo.concatenate"(%2873, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2875 = "stablehlo.dynamic_broadcast_in_dim"(%2872, %2874) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %2876 = "stablehlo.broadcast_in_dim"(%2871) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2877 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2878 = "stablehlo.concatenate"(%2877, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2879 = "stablehlo.dynamic_broadcast_in_dim"(%2875, %2878) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %2880 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2881 = "stablehlo.concatenate"(%2880, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2882 = "stablehlo.dynamic_broadcast_in_dim"(%2876, %2881) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %2883 = "stablehlo.multiply"(%2879, %2882) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %2884 = "stablehlo.concatenate"(%2883, %2883) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %2885 = "stablehlo.cosine"(%2884) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %2886 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2887 = "stablehlo.concatenate"(%99, %2886, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2888 = "stablehlo.dynamic_broadcast_in_dim"(%2885, %2887) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %2889 = "stablehlo.sine"(%2884) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %2890 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2891 = "stablehlo.concatenate"(%99, %2890, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2892 = "stablehlo.dynamic_broadcast_in_dim"(%2889, %2891) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %2893 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %2894 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2895 = "stablehlo.concatenate"(%99, %2894, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2896 = "stablehlo.dynamic_gather"(%2802, %2893, %2895) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %2897 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %2898 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2899 = "stablehlo.concatenate"(%99, %2898, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2900 = "stablehlo.dynamic_gather"(%2802, %2897, %2899) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %2901 = "stablehlo.negate"(%2900) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %2902 = "stablehlo.concatenate"(%2901, %2896) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %2903 = "stablehlo.convert"(%2802) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %2904 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2905 = "stablehlo.concatenate"(%99, %2904, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2906 = "stablehlo.dynamic_broadcast_in_dim"(%2888, %2905) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %2907 = "stablehlo.multiply"(%2903, %2906) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2908 = "stablehlo.convert"(%2902) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %2909 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2910 = "stablehlo.concatenate"(%99, %2909, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2911 = "stablehlo.dynamic_broadcast_in_dim"(%2892, %2910) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %2912 = "stablehlo.multiply"(%2908, %2911) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2913 = "stablehlo.add"(%2907, %2912) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %2914 = "stablehlo.convert"(%2913) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %2915 = "stablehlo.dot_general"(%2860, %2914) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %2916 = "stablehlo.convert"(%2915) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %2917 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %2918 = "stablehlo.convert"(%2917) : (tensor<f32>) -> tensor<f32>
    %2919 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2920 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2921 = "stablehlo.concatenate"(%99, %95, %2919, %2920) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2922 = "stablehlo.dynamic_broadcast_in_dim"(%2918, %2921) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %2923 = "stablehlo.divide"(%2916, %2922) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %2924 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2925 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2926 = "stablehlo.concatenate"(%99, %99, %2924, %2925) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2927 = "stablehlo.dynamic_broadcast_in_dim"(%117, %2926) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %2928 = "func.call"(%arg17, %2927, %2923, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %2929 = "stablehlo.reduce"(%2928, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg468: tensor<f32>, %arg469: tensor<f32>):
      %7295 = "stablehlo.maximum"(%arg468, %arg469) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7295) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %2930 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2931 = "stablehlo.concatenate"(%99, %95, %2930) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2932 = "stablehlo.dynamic_broadcast_in_dim"(%86, %2931) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %2933 = "stablehlo.maximum"(%2932, %2929) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %2934 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2935 = "stablehlo.concatenate"(%99, %95, %2934, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2936 = "stablehlo.dynamic_broadcast_in_dim"(%2933, %2935) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %2937 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2938 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2939 = "stablehlo.concatenate"(%99, %95, %2937, %2938) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2940 = "stablehlo.dynamic_broadcast_in_dim"(%2936, %2939) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %2941 = "stablehlo.subtract"(%2928, %2940) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %2942 = "stablehlo.exponential"(%2941) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %2943 = "stablehlo.reduce"(%2942, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg466: tensor<f32>, %arg467: tensor<f32>):
      %7294 = "stablehlo.add"(%arg466, %arg467) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7294) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %2944 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2945 = "stablehlo.concatenate"(%99, %95, %2944, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2946 = "stablehlo.dynamic_broadcast_in_dim"(%2943, %2945) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %2947 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2948 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2949 = "stablehlo.concatenate"(%99, %95, %2947, %2948) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %2950 = "stablehlo.dynamic_broadcast_in_dim"(%2946, %2949) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %2951 = "stablehlo.divide"(%2942, %2950) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %2952 = "stablehlo.convert"(%2951) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %2953 = "stablehlo.dot_general"(%2806, %2952) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %2954 = "stablehlo.transpose"(%2953) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %2955 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2956 = "stablehlo.concatenate"(%99, %2955, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2957 = "stablehlo.dynamic_reshape"(%2954, %2956) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %2958 = "stablehlo.dot_general"(%2957, %arg134) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2959 = "stablehlo.add"(%2769, %2958) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2960 = "stablehlo.convert"(%2959) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %2961 = "stablehlo.multiply"(%2960, %2960) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %2962 = "stablehlo.reduce"(%2961, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg464: tensor<f32>, %arg465: tensor<f32>):
      %7293 = "stablehlo.add"(%arg464, %arg465) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7293) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %2963 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2964 = "stablehlo.concatenate"(%99, %2963, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2965 = "stablehlo.dynamic_broadcast_in_dim"(%2962, %2964) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2966 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2967 = "stablehlo.concatenate"(%99, %2966, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2968 = "stablehlo.dynamic_broadcast_in_dim"(%98, %2967) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2969 = "stablehlo.divide"(%2965, %2968) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2970 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2971 = "stablehlo.concatenate"(%99, %2970, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2972 = "stablehlo.dynamic_broadcast_in_dim"(%97, %2971) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2973 = "stablehlo.add"(%2969, %2972) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2974 = "stablehlo.rsqrt"(%2973) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %2975 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2976 = "stablehlo.concatenate"(%99, %2975, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2977 = "stablehlo.dynamic_broadcast_in_dim"(%2974, %2976) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %2978 = "stablehlo.multiply"(%2960, %2977) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %2979 = "stablehlo.convert"(%2978) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %2980 = "stablehlo.broadcast_in_dim"(%arg129) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2981 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2982 = "stablehlo.concatenate"(%99, %2981, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2983 = "stablehlo.dynamic_broadcast_in_dim"(%2980, %2982) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %2984 = "stablehlo.multiply"(%2979, %2983) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2985 = "stablehlo.dot_general"(%2984, %arg131) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %2986 = "func.call"(%arg17, %2985) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %2987 = "stablehlo.dot_general"(%2984, %arg132) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %2988 = "stablehlo.multiply"(%2986, %2987) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %2989 = "stablehlo.dot_general"(%2988, %arg130) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2990 = "stablehlo.add"(%2959, %2989) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %2991 = "stablehlo.convert"(%2990) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %2992 = "stablehlo.multiply"(%2991, %2991) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %2993 = "stablehlo.reduce"(%2992, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg462: tensor<f32>, %arg463: tensor<f32>):
      %7292 = "stablehlo.add"(%arg462, %arg463) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7292) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %2994 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2995 = "stablehlo.concatenate"(%99, %2994, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2996 = "stablehlo.dynamic_broadcast_in_dim"(%2993, %2995) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %2997 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %2998 = "stablehlo.concatenate"(%99, %2997, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %2999 = "stablehlo.dynamic_broadcast_in_dim"(%98, %2998) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3000 = "stablehlo.divide"(%2996, %2999) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3001 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3002 = "stablehlo.concatenate"(%99, %3001, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3003 = "stablehlo.dynamic_broadcast_in_dim"(%97, %3002) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3004 = "stablehlo.add"(%3000, %3003) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3005 = "stablehlo.rsqrt"(%3004) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3006 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3007 = "stablehlo.concatenate"(%99, %3006, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3008 = "stablehlo.dynamic_broadcast_in_dim"(%3005, %3007) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %3009 = "stablehlo.multiply"(%2991, %3008) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %3010 = "stablehlo.convert"(%3009) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %3011 = "stablehlo.broadcast_in_dim"(%arg137) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3012 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3013 = "stablehlo.concatenate"(%99, %3012, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3014 = "stablehlo.dynamic_broadcast_in_dim"(%3011, %3013) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %3015 = "stablehlo.multiply"(%3010, %3014) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3016 = "stablehlo.dot_general"(%3015, %arg144) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3017 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3018 = "stablehlo.concatenate"(%99, %3017, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3019 = "stablehlo.dynamic_reshape"(%3016, %3018) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %3020 = "stablehlo.dot_general"(%3015, %arg142) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3021 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3022 = "stablehlo.concatenate"(%99, %3021, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3023 = "stablehlo.dynamic_reshape"(%3020, %3022) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %3024 = "stablehlo.dot_general"(%3015, %arg145) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3025 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3026 = "stablehlo.concatenate"(%99, %3025, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3027 = "stablehlo.dynamic_reshape"(%3024, %3026) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %3028 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3029 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3030 = "stablehlo.multiply"(%3029, %3028) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3031 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3032 = "stablehlo.add"(%3031, %3030) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3033 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3034 = "stablehlo.divide"(%3032, %3033) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3035 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3036 = "stablehlo.power"(%3035, %3034) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3037 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3038 = "stablehlo.divide"(%3037, %3036) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3039 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %3040 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3041 = "stablehlo.concatenate"(%3040, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3042 = "stablehlo.dynamic_broadcast_in_dim"(%3039, %3041) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %3043 = "stablehlo.broadcast_in_dim"(%3038) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3044 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3045 = "stablehlo.concatenate"(%3044, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3046 = "stablehlo.dynamic_broadcast_in_dim"(%3042, %3045) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %3047 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3048 = "stablehlo.concatenate"(%3047, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3049 = "stablehlo.dynamic_broadcast_in_dim"(%3043, %3048) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %3050 = "stablehlo.multiply"(%3046, %3049) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %3051 = "stablehlo.concatenate"(%3050, %3050) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %3052 = "stablehlo.cosine"(%3051) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %3053 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3054 = "stablehlo.concatenate"(%99, %3053, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3055 = "stablehlo.dynamic_broadcast_in_dim"(%3052, %3054) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %3056 = "stablehlo.sine"(%3051) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %3057 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3058 = "stablehlo.concatenate"(%99, %3057, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3059 = "stablehlo.dynamic_broadcast_in_dim"(%3056, %3058) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %3060 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %3061 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3062 = "stablehlo.concatenate"(%99, %3061, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3063 = "stablehlo.dynamic_gather"(%3019, %3060, %3062) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %3064 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %3065 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3066 = "stablehlo.concatenate"(%99, %3065, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3067 = "stablehlo.dynamic_gather"(%3019, %3064, %3066) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %3068 = "stablehlo.negate"(%3067) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %3069 = "stablehlo.concatenate"(%3068, %3063) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %3070 = "stablehlo.convert"(%3019) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %3071 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3072 = "stablehlo.concatenate"(%99, %3071, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3073 = "stablehlo.dynamic_broadcast_in_dim"(%3055, %3072) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %3074 = "stablehlo.multiply"(%3070, %3073) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3075 = "stablehlo.convert"(%3069) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %3076 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3077 = "stablehlo.concatenate"(%99, %3076, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3078 = "stablehlo.dynamic_broadcast_in_dim"(%3059, %3077) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %3079 = "stablehlo.multiply"(%3075, %3078) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3080 = "stablehlo.add"(%3074, %3079) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3081 = "stablehlo.convert"(%3080) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %3082 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3083 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3084 = "stablehlo.multiply"(%3083, %3082) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3085 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3086 = "stablehlo.add"(%3085, %3084) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3087 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3088 = "stablehlo.divide"(%3086, %3087) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3089 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3090 = "stablehlo.power"(%3089, %3088) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3091 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3092 = "stablehlo.divide"(%3091, %3090) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3093 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %3094 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3095 = "stablehlo.concatenate"(%3094, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3096 = "stablehlo.dynamic_broadcast_in_dim"(%3093, %3095) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %3097 = "stablehlo.broadcast_in_dim"(%3092) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3098 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3099 = "stablehlo.concatenate"(%3098, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3100 = "stablehlo.dynamic_broadcast_in_dim"(%3096, %3099) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %3101 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3102 = "stablehlo.concatenate"(%3101, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3103 = "stablehlo.dynamic_broadcast_in_dim"(%3097, %3102) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %3104 = "stablehlo.multiply"(%3100, %3103) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %3105 = "stablehlo.concatenate"(%3104, %3104) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %3106 = "stablehlo.cosine"(%3105) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %3107 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3108 = "stablehlo.concatenate"(%99, %3107, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3109 = "stablehlo.dynamic_broadcast_in_dim"(%3106, %3108) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %3110 = "stablehlo.sine"(%3105) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %3111 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3112 = "stablehlo.concatenate"(%99, %3111, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3113 = "stablehlo.dynamic_broadcast_in_dim"(%3110, %3112) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %3114 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %3115 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3116 = "stablehlo.concatenate"(%99, %3115, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3117 = "stablehlo.dynamic_gather"(%3023, %3114, %3116) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %3118 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %3119 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3120 = "stablehlo.concatenate"(%99, %3119, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3121 = "stablehlo.dynamic_gather"(%3023, %3118, %3120) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %3122 = "stablehlo.negate"(%3121) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %3123 = "stablehlo.concatenate"(%3122, %3117) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %3124 = "stablehlo.convert"(%3023) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %3125 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3126 = "stablehlo.concatenate"(%99, %3125, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3127 = "stablehlo.dynamic_broadcast_in_dim"(%3109, %3126) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %3128 = "stablehlo.multiply"(%3124, %3127) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3129 = "stablehlo.convert"(%3123) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %3130 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3131 = "stablehlo.concatenate"(%99, %3130, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3132 = "stablehlo.dynamic_broadcast_in_dim"(%3113, %3131) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %3133 = "stablehlo.multiply"(%3129, %3132) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3134 = "stablehlo.add"(%3128, %3133) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3135 = "stablehlo.convert"(%3134) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %3136 = "stablehlo.dot_general"(%3081, %3135) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %3137 = "stablehlo.convert"(%3136) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %3138 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %3139 = "stablehlo.convert"(%3138) : (tensor<f32>) -> tensor<f32>
    %3140 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3141 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3142 = "stablehlo.concatenate"(%99, %95, %3140, %3141) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3143 = "stablehlo.dynamic_broadcast_in_dim"(%3139, %3142) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %3144 = "stablehlo.divide"(%3137, %3143) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %3145 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3146 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3147 = "stablehlo.concatenate"(%99, %99, %3145, %3146) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3148 = "stablehlo.dynamic_broadcast_in_dim"(%117, %3147) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %3149 = "func.call"(%arg17, %3148, %3144, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %3150 = "stablehlo.reduce"(%3149, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg460: tensor<f32>, %arg461: tensor<f32>):
      %7291 = "stablehlo.maximum"(%arg460, %arg461) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7291) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %3151 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3152 = "stablehlo.concatenate"(%99, %95, %3151) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3153 = "stablehlo.dynamic_broadcast_in_dim"(%86, %3152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %3154 = "stablehlo.maximum"(%3153, %3150) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %3155 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3156 = "stablehlo.concatenate"(%99, %95, %3155, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3157 = "stablehlo.dynamic_broadcast_in_dim"(%3154, %3156) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %3158 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3159 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3160 = "stablehlo.concatenate"(%99, %95, %3158, %3159) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3161 = "stablehlo.dynamic_broadcast_in_dim"(%3157, %3160) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %3162 = "stablehlo.subtract"(%3149, %3161) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %3163 = "stablehlo.exponential"(%3162) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %3164 = "stablehlo.reduce"(%3163, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg458: tensor<f32>, %arg459: tensor<f32>):
      %7290 = "stablehlo.add"(%arg458, %arg459) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7290) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %3165 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3166 = "stablehlo.concatenate"(%99, %95, %3165, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3167 = "stablehlo.dynamic_broadcast_in_dim"(%3164, %3166) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %3168 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3169 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3170 = "stablehlo.concatenate"(%99, %95, %3168, %3169) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3171 = "stablehlo.dynamic_broadcast_in_dim"(%3167, %3170) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %3172 = "stablehlo.divide"(%3163, %3171) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %3173 = "stablehlo.convert"(%3172) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %3174 = "stablehlo.dot_general"(%3027, %3173) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %3175 = "stablehlo.transpose"(%3174) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %3176 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3177 = "stablehlo.concatenate"(%99, %3176, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3178 = "stablehlo.dynamic_reshape"(%3175, %3177) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %3179 = "stablehlo.dot_general"(%3178, %arg143) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3180 = "stablehlo.add"(%2990, %3179) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3181 = "stablehlo.convert"(%3180) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %3182 = "stablehlo.multiply"(%3181, %3181) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %3183 = "stablehlo.reduce"(%3182, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg456: tensor<f32>, %arg457: tensor<f32>):
      %7289 = "stablehlo.add"(%arg456, %arg457) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7289) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %3184 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3185 = "stablehlo.concatenate"(%99, %3184, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3186 = "stablehlo.dynamic_broadcast_in_dim"(%3183, %3185) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3187 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3188 = "stablehlo.concatenate"(%99, %3187, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3189 = "stablehlo.dynamic_broadcast_in_dim"(%98, %3188) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3190 = "stablehlo.divide"(%3186, %3189) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3191 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3192 = "stablehlo.concatenate"(%99, %3191, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3193 = "stablehlo.dynamic_broadcast_in_dim"(%97, %3192) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3194 = "stablehlo.add"(%3190, %3193) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3195 = "stablehlo.rsqrt"(%3194) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3196 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3197 = "stablehlo.concatenate"(%99, %3196, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3198 = "stablehlo.dynamic_broadcast_in_dim"(%3195, %3197) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %3199 = "stablehlo.multiply"(%3181, %3198) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %3200 = "stablehlo.convert"(%3199) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %3201 = "stablehlo.broadcast_in_dim"(%arg138) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3202 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3203 = "stablehlo.concatenate"(%99, %3202, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3204 = "stablehlo.dynamic_broadcast_in_dim"(%3201, %3203) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %3205 = "stablehlo.multiply"(%3200, %3204) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3206 = "stablehlo.dot_general"(%3205, %arg140) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %3207 = "func.call"(%arg17, %3206) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %3208 = "stablehlo.dot_general"(%3205, %arg141) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %3209 = "stablehlo.multiply"(%3207, %3208) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %3210 = "stablehlo.dot_general"(%3209, %arg139) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3211 = "stablehlo.add"(%3180, %3210) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3212 = "stablehlo.convert"(%3211) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %3213 = "stablehlo.multiply"(%3212, %3212) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %3214 = "stablehlo.reduce"(%3213, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg454: tensor<f32>, %arg455: tensor<f32>):
      %7288 = "stablehlo.add"(%arg454, %arg455) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7288) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %3215 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3216 = "stablehlo.concatenate"(%99, %3215, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3217 = "stablehlo.dynamic_broadcast_in_dim"(%3214, %3216) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3218 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3219 = "stablehlo.concatenate"(%99, %3218, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3220 = "stablehlo.dynamic_broadcast_in_dim"(%98, %3219) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3221 = "stablehlo.divide"(%3217, %3220) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3222 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3223 = "stablehlo.concatenate"(%99, %3222, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3224 = "stablehlo.dynamic_broadcast_in_dim"(%97, %3223) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3225 = "stablehlo.add"(%3221, %3224) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3226 = "stablehlo.rsqrt"(%3225) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3227 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3228 = "stablehlo.concatenate"(%99, %3227, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3229 = "stablehlo.dynamic_broadcast_in_dim"(%3226, %3228) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %3230 = "stablehlo.multiply"(%3212, %3229) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %3231 = "stablehlo.convert"(%3230) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %3232 = "stablehlo.broadcast_in_dim"(%arg146) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3233 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3234 = "stablehlo.concatenate"(%99, %3233, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3235 = "stablehlo.dynamic_broadcast_in_dim"(%3232, %3234) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %3236 = "stablehlo.multiply"(%3231, %3235) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3237 = "stablehlo.dot_general"(%3236, %arg153) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3238 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3239 = "stablehlo.concatenate"(%99, %3238, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3240 = "stablehlo.dynamic_reshape"(%3237, %3239) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %3241 = "stablehlo.dot_general"(%3236, %arg151) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3242 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3243 = "stablehlo.concatenate"(%99, %3242, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3244 = "stablehlo.dynamic_reshape"(%3241, %3243) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %3245 = "stablehlo.dot_general"(%3236, %arg154) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3246 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3247 = "stablehlo.concatenate"(%99, %3246, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3248 = "stablehlo.dynamic_reshape"(%3245, %3247) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %3249 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3250 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3251 = "stablehlo.multiply"(%3250, %3249) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3252 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3253 = "stablehlo.add"(%3252, %3251) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3254 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3255 = "stablehlo.divide"(%3253, %3254) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3256 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3257 = "stablehlo.power"(%3256, %3255) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3258 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3259 = "stablehlo.divide"(%3258, %3257) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3260 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %3261 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3262 = "stablehlo.concatenate"(%3261, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3263 = "stablehlo.dynamic_broadcast_in_dim"(%3260, %3262) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %3264 = "stablehlo.broadcast_in_dim"(%3259) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3265 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3266 = "stablehlo.concatenate"(%3265, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3267 = "stablehlo.dynamic_broadcast_in_dim"(%3263, %3266) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %3268 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3269 = "stablehlo.concatenate"(%3268, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3270 = "stablehlo.dynamic_broadcast_in_dim"(%3264, %3269) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %3271 = "stablehlo.multiply"(%3267, %3270) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %3272 = "stablehlo.concatenate"(%3271, %3271) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %3273 = "stablehlo.cosine"(%3272) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %3274 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3275 = "stablehlo.concatenate"(%99, %3274, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3276 = "stablehlo.dynamic_broadcast_in_dim"(%3273, %3275) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %3277 = "stablehlo.sine"(%3272) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %3278 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3279 = "stablehlo.concatenate"(%99, %3278, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3280 = "stablehlo.dynamic_broadcast_in_dim"(%3277, %3279) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %3281 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %3282 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3283 = "stablehlo.concatenate"(%99, %3282, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3284 = "stablehlo.dynamic_gather"(%3240, %3281, %3283) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %3285 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %3286 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3287 = "stablehlo.concatenate"(%99, %3286, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3288 = "stablehlo.dynamic_gather"(%3240, %3285, %3287) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %3289 = "stablehlo.negate"(%3288) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %3290 = "stablehlo.concatenate"(%3289, %3284) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %3291 = "stablehlo.convert"(%3240) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %3292 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3293 = "stablehlo.concatenate"(%99, %3292, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3294 = "stablehlo.dynamic_broadcast_in_dim"(%3276, %3293) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %3295 = "stablehlo.multiply"(%3291, %3294) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3296 = "stablehlo.convert"(%3290) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %3297 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3298 = "stablehlo.concatenate"(%99, %3297, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3299 = "stablehlo.dynamic_broadcast_in_dim"(%3280, %3298) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %3300 = "stablehlo.multiply"(%3296, %3299) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3301 = "stablehlo.add"(%3295, %3300) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3302 = "stablehlo.convert"(%3301) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %3303 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3304 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3305 = "stablehlo.multiply"(%3304, %3303) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3306 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3307 = "stablehlo.add"(%3306, %3305) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3308 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3309 = "stablehlo.divide"(%3307, %3308) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3310 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3311 = "stablehlo.power"(%3310, %3309) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3312 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3313 = "stablehlo.divide"(%3312, %3311) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3314 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %3315 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3316 = "stablehlo.concatenate"(%3315, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3317 = "stablehlo.dynamic_broadcast_in_dim"(%3314, %3316) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %3318 = "stablehlo.broadcast_in_dim"(%3313) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3319 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3320 = "stablehlo.concatenate"(%3319, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3321 = "stablehlo.dynamic_broadcast_in_dim"(%3317, %3320) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %3322 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3323 = "stablehlo.concatenate"(%3322, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3324 = "stablehlo.dynamic_broadcast_in_dim"(%3318, %3323) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %3325 = "stablehlo.multiply"(%3321, %3324) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %3326 = "stablehlo.concatenate"(%3325, %3325) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %3327 = "stablehlo.cosine"(%3326) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %3328 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3329 = "stablehlo.concatenate"(%99, %3328, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3330 = "stablehlo.dynamic_broadcast_in_dim"(%3327, %3329) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %3331 = "stablehlo.sine"(%3326) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %3332 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3333 = "stablehlo.concatenate"(%99, %3332, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3334 = "stablehlo.dynamic_broadcast_in_dim"(%3331, %3333) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %3335 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %3336 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3337 = "stablehlo.concatenate"(%99, %3336, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3338 = "stablehlo.dynamic_gather"(%3244, %3335, %3337) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %3339 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %3340 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3341 = "stablehlo.concatenate"(%99, %3340, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3342 = "stablehlo.dynamic_gather"(%3244, %3339, %3341) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %3343 = "stablehlo.negate"(%3342) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %3344 = "stablehlo.concatenate"(%3343, %3338) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %3345 = "stablehlo.convert"(%3244) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %3346 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3347 = "stablehlo.concatenate"(%99, %3346, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3348 = "stablehlo.dynamic_broadcast_in_dim"(%3330, %3347) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %3349 = "stablehlo.multiply"(%3345, %3348) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3350 = "stablehlo.convert"(%3344) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %3351 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3352 = "stablehlo.concatenate"(%99, %3351, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3353 = "stablehlo.dynamic_broadcast_in_dim"(%3334, %3352) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %3354 = "stablehlo.multiply"(%3350, %3353) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3355 = "stablehlo.add"(%3349, %3354) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3356 = "stablehlo.convert"(%3355) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %3357 = "stablehlo.dot_general"(%3302, %3356) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %3358 = "stablehlo.convert"(%3357) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %3359 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %3360 = "stablehlo.convert"(%3359) : (tensor<f32>) -> tensor<f32>
    %3361 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3362 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3363 = "stablehlo.concatenate"(%99, %95, %3361, %3362) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3364 = "stablehlo.dynamic_broadcast_in_dim"(%3360, %3363) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %3365 = "stablehlo.divide"(%3358, %3364) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %3366 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3367 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3368 = "stablehlo.concatenate"(%99, %99, %3366, %3367) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3369 = "stablehlo.dynamic_broadcast_in_dim"(%117, %3368) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %3370 = "func.call"(%arg17, %3369, %3365, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %3371 = "stablehlo.reduce"(%3370, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg452: tensor<f32>, %arg453: tensor<f32>):
      %7287 = "stablehlo.maximum"(%arg452, %arg453) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7287) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %3372 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3373 = "stablehlo.concatenate"(%99, %95, %3372) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3374 = "stablehlo.dynamic_broadcast_in_dim"(%86, %3373) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %3375 = "stablehlo.maximum"(%3374, %3371) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %3376 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3377 = "stablehlo.concatenate"(%99, %95, %3376, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3378 = "stablehlo.dynamic_broadcast_in_dim"(%3375, %3377) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %3379 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3380 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3381 = "stablehlo.concatenate"(%99, %95, %3379, %3380) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3382 = "stablehlo.dynamic_broadcast_in_dim"(%3378, %3381) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %3383 = "stablehlo.subtract"(%3370, %3382) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %3384 = "stablehlo.exponential"(%3383) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %3385 = "stablehlo.reduce"(%3384, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg450: tensor<f32>, %arg451: tensor<f32>):
      %7286 = "stablehlo.add"(%arg450, %arg451) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7286) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %3386 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3387 = "stablehlo.concatenate"(%99, %95, %3386, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3388 = "stablehlo.dynamic_broadcast_in_dim"(%3385, %3387) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %3389 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3390 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3391 = "stablehlo.concatenate"(%99, %95, %3389, %3390) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3392 = "stablehlo.dynamic_broadcast_in_dim"(%3388, %3391) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %3393 = "stablehlo.divide"(%3384, %3392) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %3394 = "stablehlo.convert"(%3393) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %3395 = "stablehlo.dot_general"(%3248, %3394) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %3396 = "stablehlo.transpose"(%3395) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %3397 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3398 = "stablehlo.concatenate"(%99, %3397, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3399 = "stablehlo.dynamic_reshape"(%3396, %3398) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %3400 = "stablehlo.dot_general"(%3399, %arg152) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3401 = "stablehlo.add"(%3211, %3400) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3402 = "stablehlo.convert"(%3401) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %3403 = "stablehlo.multiply"(%3402, %3402) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %3404 = "stablehlo.reduce"(%3403, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg448: tensor<f32>, %arg449: tensor<f32>):
      %7285 = "stablehlo.add"(%arg448, %arg449) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7285) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %3405 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3406 = "stablehlo.concatenate"(%99, %3405, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3407 = "stablehlo.dynamic_broadcast_in_dim"(%3404, %3406) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3408 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3409 = "stablehlo.concatenate"(%99, %3408, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3410 = "stablehlo.dynamic_broadcast_in_dim"(%98, %3409) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3411 = "stablehlo.divide"(%3407, %3410) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3412 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3413 = "stablehlo.concatenate"(%99, %3412, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3414 = "stablehlo.dynamic_broadcast_in_dim"(%97, %3413) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3415 = "stablehlo.add"(%3411, %3414) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3416 = "stablehlo.rsqrt"(%3415) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3417 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3418 = "stablehlo.concatenate"(%99, %3417, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3419 = "stablehlo.dynamic_broadcast_in_dim"(%3416, %3418) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %3420 = "stablehlo.multiply"(%3402, %3419) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %3421 = "stablehlo.convert"(%3420) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %3422 = "stablehlo.broadcast_in_dim"(%arg147) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3423 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3424 = "stablehlo.concatenate"(%99, %3423, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3425 = "stablehlo.dynamic_broadcast_in_dim"(%3422, %3424) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %3426 = "stablehlo.multiply"(%3421, %3425) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3427 = "stablehlo.dot_general"(%3426, %arg149) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %3428 = "func.call"(%arg17, %3427) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %3429 = "stablehlo.dot_general"(%3426, %arg150) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %3430 = "stablehlo.multiply"(%3428, %3429) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %3431 = "stablehlo.dot_general"(%3430, %arg148) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3432 = "stablehlo.add"(%3401, %3431) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3433 = "stablehlo.convert"(%3432) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %3434 = "stablehlo.multiply"(%3433, %3433) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %3435 = "stablehlo.reduce"(%3434, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg446: tensor<f32>, %arg447: tensor<f32>):
      %7284 = "stablehlo.add"(%arg446, %arg447) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7284) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %3436 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3437 = "stablehlo.concatenate"(%99, %3436, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3438 = "stablehlo.dynamic_broadcast_in_dim"(%3435, %3437) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3439 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3440 = "stablehlo.concatenate"(%99, %3439, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3441 = "stablehlo.dynamic_broadcast_in_dim"(%98, %3440) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3442 = "stablehlo.divide"(%3438, %3441) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3443 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3444 = "stablehlo.concatenate"(%99, %3443, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3445 = "stablehlo.dynamic_broadcast_in_dim"(%97, %3444) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3446 = "stablehlo.add"(%3442, %3445) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3447 = "stablehlo.rsqrt"(%3446) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3448 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3449 = "stablehlo.concatenate"(%99, %3448, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3450 = "stablehlo.dynamic_broadcast_in_dim"(%3447, %3449) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %3451 = "stablehlo.multiply"(%3433, %3450) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %3452 = "stablehlo.convert"(%3451) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %3453 = "stablehlo.broadcast_in_dim"(%arg155) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3454 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3455 = "stablehlo.concatenate"(%99, %3454, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3456 = "stablehlo.dynamic_broadcast_in_dim"(%3453, %3455) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %3457 = "stablehlo.multiply"(%3452, %3456) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3458 = "stablehlo.dot_general"(%3457, %arg162) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3459 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3460 = "stablehlo.concatenate"(%99, %3459, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3461 = "stablehlo.dynamic_reshape"(%3458, %3460) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %3462 = "stablehlo.dot_general"(%3457, %arg160) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3463 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3464 = "stablehlo.concatenate"(%99, %3463, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3465 = "stablehlo.dynamic_reshape"(%3462, %3464) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %3466 = "stablehlo.dot_general"(%3457, %arg163) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3467 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3468 = "stablehlo.concatenate"(%99, %3467, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3469 = "stablehlo.dynamic_reshape"(%3466, %3468) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %3470 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3471 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3472 = "stablehlo.multiply"(%3471, %3470) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3473 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3474 = "stablehlo.add"(%3473, %3472) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3475 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3476 = "stablehlo.divide"(%3474, %3475) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3477 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3478 = "stablehlo.power"(%3477, %3476) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3479 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3480 = "stablehlo.divide"(%3479, %3478) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3481 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %3482 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3483 = "stablehlo.concatenate"(%3482, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3484 = "stablehlo.dynamic_broadcast_in_dim"(%3481, %3483) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %3485 = "stablehlo.broadcast_in_dim"(%3480) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3486 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3487 = "stablehlo.concatenate"(%3486, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3488 = "stablehlo.dynamic_broadcast_in_dim"(%3484, %3487) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %3489 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3490 = "stablehlo.concatenate"(%3489, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3491 = "stablehlo.dynamic_broadcast_in_dim"(%3485, %3490) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %3492 = "stablehlo.multiply"(%3488, %3491) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %3493 = "stablehlo.concatenate"(%3492, %3492) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %3494 = "stablehlo.cosine"(%3493) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %3495 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3496 = "stablehlo.concatenate"(%99, %3495, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3497 = "stablehlo.dynamic_broadcast_in_dim"(%3494, %3496) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %3498 = "stablehlo.sine"(%3493) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %3499 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3500 = "stablehlo.concatenate"(%99, %3499, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3501 = "stablehlo.dynamic_broadcast_in_dim"(%3498, %3500) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %3502 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %3503 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3504 = "stablehlo.concatenate"(%99, %3503, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3505 = "stablehlo.dynamic_gather"(%3461, %3502, %3504) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %3506 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %3507 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3508 = "stablehlo.concatenate"(%99, %3507, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3509 = "stablehlo.dynamic_gather"(%3461, %3506, %3508) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %3510 = "stablehlo.negate"(%3509) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %3511 = "stablehlo.concatenate"(%3510, %3505) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %3512 = "stablehlo.convert"(%3461) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %3513 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3514 = "stablehlo.concatenate"(%99, %3513, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3515 = "stablehlo.dynamic_broadcast_in_dim"(%3497, %3514) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %3516 = "stablehlo.multiply"(%3512, %3515) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3517 = "stablehlo.convert"(%3511) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %3518 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3519 = "stablehlo.concatenate"(%99, %3518, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3520 = "stablehlo.dynamic_broadcast_in_dim"(%3501, %3519) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %3521 = "stablehlo.multiply"(%3517, %3520) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3522 = "stablehlo.add"(%3516, %3521) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3523 = "stablehlo.convert"(%3522) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %3524 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3525 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3526 = "stablehlo.multiply"(%3525, %3524) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3527 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3528 = "stablehlo.add"(%3527, %3526) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3529 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3530 = "stablehlo.divide"(%3528, %3529) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3531 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3532 = "stablehlo.power"(%3531, %3530) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3533 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3534 = "stablehlo.divide"(%3533, %3532) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3535 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %3536 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3537 = "stablehlo.concatenate"(%3536, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3538 = "stablehlo.dynamic_broadcast_in_dim"(%3535, %3537) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %3539 = "stablehlo.broadcast_in_dim"(%3534) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3540 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3541 = "stablehlo.concatenate"(%3540, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3542 = "stablehlo.dynamic_broadcast_in_dim"(%3538, %3541) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %3543 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3544 = "stablehlo.concatenate"(%3543, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3545 = "stablehlo.dynamic_broadcast_in_dim"(%3539, %3544) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %3546 = "stablehlo.multiply"(%3542, %3545) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %3547 = "stablehlo.concatenate"(%3546, %3546) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %3548 = "stablehlo.cosine"(%3547) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %3549 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3550 = "stablehlo.concatenate"(%99, %3549, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3551 = "stablehlo.dynamic_broadcast_in_dim"(%3548, %3550) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %3552 = "stablehlo.sine"(%3547) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %3553 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3554 = "stablehlo.concatenate"(%99, %3553, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3555 = "stablehlo.dynamic_broadcast_in_dim"(%3552, %3554) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %3556 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %3557 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3558 = "stablehlo.concatenate"(%99, %3557, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3559 = "stablehlo.dynamic_gather"(%3465, %3556, %3558) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %3560 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %3561 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3562 = "stablehlo.concatenate"(%99, %3561, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3563 = "stablehlo.dynamic_gather"(%3465, %3560, %3562) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %3564 = "stablehlo.negate"(%3563) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %3565 = "stablehlo.concatenate"(%3564, %3559) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %3566 = "stablehlo.convert"(%3465) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %3567 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3568 = "stablehlo.concatenate"(%99, %3567, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3569 = "stablehlo.dynamic_broadcast_in_dim"(%3551, %3568) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %3570 = "stablehlo.multiply"(%3566, %3569) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3571 = "stablehlo.convert"(%3565) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %3572 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3573 = "stablehlo.concatenate"(%99, %3572, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3574 = "stablehlo.dynamic_broadcast_in_dim"(%3555, %3573) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %3575 = "stablehlo.multiply"(%3571, %3574) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3576 = "stablehlo.add"(%3570, %3575) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3577 = "stablehlo.convert"(%3576) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %3578 = "stablehlo.dot_general"(%3523, %3577) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %3579 = "stablehlo.convert"(%3578) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %3580 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %3581 = "stablehlo.convert"(%3580) : (tensor<f32>) -> tensor<f32>
    %3582 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3583 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3584 = "stablehlo.concatenate"(%99, %95, %3582, %3583) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3585 = "stablehlo.dynamic_broadcast_in_dim"(%3581, %3584) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %3586 = "stablehlo.divide"(%3579, %3585) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %3587 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3588 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3589 = "stablehlo.concatenate"(%99, %99, %3587, %3588) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3590 = "stablehlo.dynamic_broadcast_in_dim"(%117, %3589) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %3591 = "func.call"(%arg17, %3590, %3586, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %3592 = "stablehlo.reduce"(%3591, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg444: tensor<f32>, %arg445: tensor<f32>):
      %7283 = "stablehlo.maximum"(%arg444, %arg445) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7283) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %3593 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3594 = "stablehlo.concatenate"(%99, %95, %3593) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3595 = "stablehlo.dynamic_broadcast_in_dim"(%86, %3594) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %3596 = "stablehlo.maximum"(%3595, %3592) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %3597 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3598 = "stablehlo.concatenate"(%99, %95, %3597, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3599 = "stablehlo.dynamic_broadcast_in_dim"(%3596, %3598) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %3600 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3601 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3602 = "stablehlo.concatenate"(%99, %95, %3600, %3601) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3603 = "stablehlo.dynamic_broadcast_in_dim"(%3599, %3602) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %3604 = "stablehlo.subtract"(%3591, %3603) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %3605 = "stablehlo.exponential"(%3604) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %3606 = "stablehlo.reduce"(%3605, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg442: tensor<f32>, %arg443: tensor<f32>):
      %7282 = "stablehlo.add"(%arg442, %arg443) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7282) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %3607 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3608 = "stablehlo.concatenate"(%99, %95, %3607, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3609 = "stablehlo.dynamic_broadcast_in_dim"(%3606, %3608) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %3610 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3611 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3612 = "stablehlo.concatenate"(%99, %95, %3610, %3611) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3613 = "stablehlo.dynamic_broadcast_in_dim"(%3609, %3612) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %3614 = "stablehlo.divide"(%3605, %3613) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %3615 = "stablehlo.convert"(%3614) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %3616 = "stablehlo.dot_general"(%3469, %3615) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %3617 = "stablehlo.transpose"(%3616) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %3618 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3619 = "stablehlo.concatenate"(%99, %3618, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3620 = "stablehlo.dynamic_reshape"(%3617, %3619) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %3621 = "stablehlo.dot_general"(%3620, %arg161) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3622 = "stablehlo.add"(%3432, %3621) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3623 = "stablehlo.convert"(%3622) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %3624 = "stablehlo.multiply"(%3623, %3623) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %3625 = "stablehlo.reduce"(%3624, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg440: tensor<f32>, %arg441: tensor<f32>):
      %7281 = "stablehlo.add"(%arg440, %arg441) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7281) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %3626 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3627 = "stablehlo.concatenate"(%99, %3626, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3628 = "stablehlo.dynamic_broadcast_in_dim"(%3625, %3627) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3629 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3630 = "stablehlo.concatenate"(%99, %3629, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3631 = "stablehlo.dynamic_broadcast_in_dim"(%98, %3630) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3632 = "stablehlo.divide"(%3628, %3631) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3633 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3634 = "stablehlo.concatenate"(%99, %3633, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3635 = "stablehlo.dynamic_broadcast_in_dim"(%97, %3634) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3636 = "stablehlo.add"(%3632, %3635) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3637 = "stablehlo.rsqrt"(%3636) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3638 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3639 = "stablehlo.concatenate"(%99, %3638, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3640 = "stablehlo.dynamic_broadcast_in_dim"(%3637, %3639) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %3641 = "stablehlo.multiply"(%3623, %3640) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %3642 = "stablehlo.convert"(%3641) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %3643 = "stablehlo.broadcast_in_dim"(%arg156) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3644 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3645 = "stablehlo.concatenate"(%99, %3644, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3646 = "stablehlo.dynamic_broadcast_in_dim"(%3643, %3645) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %3647 = "stablehlo.multiply"(%3642, %3646) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3648 = "stablehlo.dot_general"(%3647, %arg158) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %3649 = "func.call"(%arg17, %3648) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %3650 = "stablehlo.dot_general"(%3647, %arg159) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %3651 = "stablehlo.multiply"(%3649, %3650) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %3652 = "stablehlo.dot_general"(%3651, %arg157) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3653 = "stablehlo.add"(%3622, %3652) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3654 = "stablehlo.convert"(%3653) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %3655 = "stablehlo.multiply"(%3654, %3654) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %3656 = "stablehlo.reduce"(%3655, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg438: tensor<f32>, %arg439: tensor<f32>):
      %7280 = "stablehlo.add"(%arg438, %arg439) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7280) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %3657 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3658 = "stablehlo.concatenate"(%99, %3657, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3659 = "stablehlo.dynamic_broadcast_in_dim"(%3656, %3658) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3660 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3661 = "stablehlo.concatenate"(%99, %3660, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3662 = "stablehlo.dynamic_broadcast_in_dim"(%98, %3661) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3663 = "stablehlo.divide"(%3659, %3662) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3664 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3665 = "stablehlo.concatenate"(%99, %3664, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3666 = "stablehlo.dynamic_broadcast_in_dim"(%97, %3665) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3667 = "stablehlo.add"(%3663, %3666) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3668 = "stablehlo.rsqrt"(%3667) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3669 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3670 = "stablehlo.concatenate"(%99, %3669, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3671 = "stablehlo.dynamic_broadcast_in_dim"(%3668, %3670) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %3672 = "stablehlo.multiply"(%3654, %3671) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %3673 = "stablehlo.convert"(%3672) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %3674 = "stablehlo.broadcast_in_dim"(%arg164) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3675 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3676 = "stablehlo.concatenate"(%99, %3675, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3677 = "stablehlo.dynamic_broadcast_in_dim"(%3674, %3676) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %3678 = "stablehlo.multiply"(%3673, %3677) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3679 = "stablehlo.dot_general"(%3678, %arg171) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3680 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3681 = "stablehlo.concatenate"(%99, %3680, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3682 = "stablehlo.dynamic_reshape"(%3679, %3681) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %3683 = "stablehlo.dot_general"(%3678, %arg169) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3684 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3685 = "stablehlo.concatenate"(%99, %3684, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3686 = "stablehlo.dynamic_reshape"(%3683, %3685) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %3687 = "stablehlo.dot_general"(%3678, %arg172) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3688 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3689 = "stablehlo.concatenate"(%99, %3688, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3690 = "stablehlo.dynamic_reshape"(%3687, %3689) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %3691 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3692 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3693 = "stablehlo.multiply"(%3692, %3691) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3694 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3695 = "stablehlo.add"(%3694, %3693) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3696 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3697 = "stablehlo.divide"(%3695, %3696) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3698 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3699 = "stablehlo.power"(%3698, %3697) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3700 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3701 = "stablehlo.divide"(%3700, %3699) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3702 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %3703 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3704 = "stablehlo.concatenate"(%3703, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3705 = "stablehlo.dynamic_broadcast_in_dim"(%3702, %3704) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %3706 = "stablehlo.broadcast_in_dim"(%3701) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3707 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3708 = "stablehlo.concatenate"(%3707, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3709 = "stablehlo.dynamic_broadcast_in_dim"(%3705, %3708) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %3710 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3711 = "stablehlo.concatenate"(%3710, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3712 = "stablehlo.dynamic_broadcast_in_dim"(%3706, %3711) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %3713 = "stablehlo.multiply"(%3709, %3712) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %3714 = "stablehlo.concatenate"(%3713, %3713) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %3715 = "stablehlo.cosine"(%3714) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %3716 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3717 = "stablehlo.concatenate"(%99, %3716, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3718 = "stablehlo.dynamic_broadcast_in_dim"(%3715, %3717) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %3719 = "stablehlo.sine"(%3714) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %3720 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3721 = "stablehlo.concatenate"(%99, %3720, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3722 = "stablehlo.dynamic_broadcast_in_dim"(%3719, %3721) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %3723 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %3724 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3725 = "stablehlo.concatenate"(%99, %3724, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3726 = "stablehlo.dynamic_gather"(%3682, %3723, %3725) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %3727 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %3728 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3729 = "stablehlo.concatenate"(%99, %3728, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3730 = "stablehlo.dynamic_gather"(%3682, %3727, %3729) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %3731 = "stablehlo.negate"(%3730) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %3732 = "stablehlo.concatenate"(%3731, %3726) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %3733 = "stablehlo.convert"(%3682) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %3734 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3735 = "stablehlo.concatenate"(%99, %3734, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3736 = "stablehlo.dynamic_broadcast_in_dim"(%3718, %3735) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %3737 = "stablehlo.multiply"(%3733, %3736) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3738 = "stablehlo.convert"(%3732) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %3739 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3740 = "stablehlo.concatenate"(%99, %3739, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3741 = "stablehlo.dynamic_broadcast_in_dim"(%3722, %3740) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %3742 = "stablehlo.multiply"(%3738, %3741) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3743 = "stablehlo.add"(%3737, %3742) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3744 = "stablehlo.convert"(%3743) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %3745 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3746 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3747 = "stablehlo.multiply"(%3746, %3745) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3748 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3749 = "stablehlo.add"(%3748, %3747) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3750 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3751 = "stablehlo.divide"(%3749, %3750) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3752 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3753 = "stablehlo.power"(%3752, %3751) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3754 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3755 = "stablehlo.divide"(%3754, %3753) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3756 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %3757 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3758 = "stablehlo.concatenate"(%3757, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3759 = "stablehlo.dynamic_broadcast_in_dim"(%3756, %3758) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %3760 = "stablehlo.broadcast_in_dim"(%3755) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3761 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3762 = "stablehlo.concatenate"(%3761, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3763 = "stablehlo.dynamic_broadcast_in_dim"(%3759, %3762) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %3764 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3765 = "stablehlo.concatenate"(%3764, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3766 = "stablehlo.dynamic_broadcast_in_dim"(%3760, %3765) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %3767 = "stablehlo.multiply"(%3763, %3766) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %3768 = "stablehlo.concatenate"(%3767, %3767) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %3769 = "stablehlo.cosine"(%3768) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %3770 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3771 = "stablehlo.concatenate"(%99, %3770, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3772 = "stablehlo.dynamic_broadcast_in_dim"(%3769, %3771) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %3773 = "stablehlo.sine"(%3768) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %3774 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3775 = "stablehlo.concatenate"(%99, %3774, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3776 = "stablehlo.dynamic_broadcast_in_dim"(%3773, %3775) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %3777 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %3778 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3779 = "stablehlo.concatenate"(%99, %3778, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3780 = "stablehlo.dynamic_gather"(%3686, %3777, %3779) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %3781 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %3782 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3783 = "stablehlo.concatenate"(%99, %3782, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3784 = "stablehlo.dynamic_gather"(%3686, %3781, %3783) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %3785 = "stablehlo.negate"(%3784) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %3786 = "stablehlo.concatenate"(%3785, %3780) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %3787 = "stablehlo.convert"(%3686) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %3788 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3789 = "stablehlo.concatenate"(%99, %3788, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3790 = "stablehlo.dynamic_broadcast_in_dim"(%3772, %3789) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %3791 = "stablehlo.multiply"(%3787, %3790) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3792 = "stablehlo.convert"(%3786) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %3793 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3794 = "stablehlo.concatenate"(%99, %3793, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3795 = "stablehlo.dynamic_broadcast_in_dim"(%3776, %3794) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %3796 = "stablehlo.multiply"(%3792, %3795) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3797 = "stablehlo.add"(%3791, %3796) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3798 = "stablehlo.convert"(%3797) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %3799 = "stablehlo.dot_general"(%3744, %3798) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %3800 = "stablehlo.convert"(%3799) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %3801 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %3802 = "stablehlo.convert"(%3801) : (tensor<f32>) -> tensor<f32>
    %3803 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3804 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3805 = "stablehlo.concatenate"(%99, %95, %3803, %3804) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3806 = "stablehlo.dynamic_broadcast_in_dim"(%3802, %3805) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %3807 = "stablehlo.divide"(%3800, %3806) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %3808 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3809 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3810 = "stablehlo.concatenate"(%99, %99, %3808, %3809) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3811 = "stablehlo.dynamic_broadcast_in_dim"(%117, %3810) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %3812 = "func.call"(%arg17, %3811, %3807, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %3813 = "stablehlo.reduce"(%3812, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg436: tensor<f32>, %arg437: tensor<f32>):
      %7279 = "stablehlo.maximum"(%arg436, %arg437) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7279) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %3814 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3815 = "stablehlo.concatenate"(%99, %95, %3814) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3816 = "stablehlo.dynamic_broadcast_in_dim"(%86, %3815) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %3817 = "stablehlo.maximum"(%3816, %3813) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %3818 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3819 = "stablehlo.concatenate"(%99, %95, %3818, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3820 = "stablehlo.dynamic_broadcast_in_dim"(%3817, %3819) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %3821 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3822 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3823 = "stablehlo.concatenate"(%99, %95, %3821, %3822) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3824 = "stablehlo.dynamic_broadcast_in_dim"(%3820, %3823) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %3825 = "stablehlo.subtract"(%3812, %3824) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %3826 = "stablehlo.exponential"(%3825) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %3827 = "stablehlo.reduce"(%3826, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg434: tensor<f32>, %arg435: tensor<f32>):
      %7278 = "stablehlo.add"(%arg434, %arg435) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7278) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %3828 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3829 = "stablehlo.concatenate"(%99, %95, %3828, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3830 = "stablehlo.dynamic_broadcast_in_dim"(%3827, %3829) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %3831 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3832 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3833 = "stablehlo.concatenate"(%99, %95, %3831, %3832) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3834 = "stablehlo.dynamic_broadcast_in_dim"(%3830, %3833) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %3835 = "stablehlo.divide"(%3826, %3834) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %3836 = "stablehlo.convert"(%3835) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %3837 = "stablehlo.dot_general"(%3690, %3836) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %3838 = "stablehlo.transpose"(%3837) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %3839 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3840 = "stablehlo.concatenate"(%99, %3839, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3841 = "stablehlo.dynamic_reshape"(%3838, %3840) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %3842 = "stablehlo.dot_general"(%3841, %arg170) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3843 = "stablehlo.add"(%3653, %3842) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3844 = "stablehlo.convert"(%3843) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %3845 = "stablehlo.multiply"(%3844, %3844) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %3846 = "stablehlo.reduce"(%3845, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg432: tensor<f32>, %arg433: tensor<f32>):
      %7277 = "stablehlo.add"(%arg432, %arg433) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7277) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %3847 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3848 = "stablehlo.concatenate"(%99, %3847, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3849 = "stablehlo.dynamic_broadcast_in_dim"(%3846, %3848) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3850 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3851 = "stablehlo.concatenate"(%99, %3850, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3852 = "stablehlo.dynamic_broadcast_in_dim"(%98, %3851) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3853 = "stablehlo.divide"(%3849, %3852) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3854 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3855 = "stablehlo.concatenate"(%99, %3854, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3856 = "stablehlo.dynamic_broadcast_in_dim"(%97, %3855) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3857 = "stablehlo.add"(%3853, %3856) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3858 = "stablehlo.rsqrt"(%3857) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3859 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3860 = "stablehlo.concatenate"(%99, %3859, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3861 = "stablehlo.dynamic_broadcast_in_dim"(%3858, %3860) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %3862 = "stablehlo.multiply"(%3844, %3861) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %3863 = "stablehlo.convert"(%3862) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %3864 = "stablehlo.broadcast_in_dim"(%arg165) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3865 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3866 = "stablehlo.concatenate"(%99, %3865, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3867 = "stablehlo.dynamic_broadcast_in_dim"(%3864, %3866) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %3868 = "stablehlo.multiply"(%3863, %3867) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3869 = "stablehlo.dot_general"(%3868, %arg167) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %3870 = "func.call"(%arg17, %3869) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %3871 = "stablehlo.dot_general"(%3868, %arg168) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %3872 = "stablehlo.multiply"(%3870, %3871) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %3873 = "stablehlo.dot_general"(%3872, %arg166) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3874 = "stablehlo.add"(%3843, %3873) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3875 = "stablehlo.convert"(%3874) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %3876 = "stablehlo.multiply"(%3875, %3875) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %3877 = "stablehlo.reduce"(%3876, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg430: tensor<f32>, %arg431: tensor<f32>):
      %7276 = "stablehlo.add"(%arg430, %arg431) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7276) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %3878 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3879 = "stablehlo.concatenate"(%99, %3878, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3880 = "stablehlo.dynamic_broadcast_in_dim"(%3877, %3879) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3881 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3882 = "stablehlo.concatenate"(%99, %3881, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3883 = "stablehlo.dynamic_broadcast_in_dim"(%98, %3882) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3884 = "stablehlo.divide"(%3880, %3883) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3885 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3886 = "stablehlo.concatenate"(%99, %3885, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3887 = "stablehlo.dynamic_broadcast_in_dim"(%97, %3886) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %3888 = "stablehlo.add"(%3884, %3887) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3889 = "stablehlo.rsqrt"(%3888) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %3890 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3891 = "stablehlo.concatenate"(%99, %3890, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3892 = "stablehlo.dynamic_broadcast_in_dim"(%3889, %3891) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %3893 = "stablehlo.multiply"(%3875, %3892) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %3894 = "stablehlo.convert"(%3893) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %3895 = "stablehlo.broadcast_in_dim"(%arg173) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3896 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3897 = "stablehlo.concatenate"(%99, %3896, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %3898 = "stablehlo.dynamic_broadcast_in_dim"(%3895, %3897) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %3899 = "stablehlo.multiply"(%3894, %3898) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3900 = "stablehlo.dot_general"(%3899, %arg180) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3901 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3902 = "stablehlo.concatenate"(%99, %3901, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3903 = "stablehlo.dynamic_reshape"(%3900, %3902) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %3904 = "stablehlo.dot_general"(%3899, %arg178) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3905 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3906 = "stablehlo.concatenate"(%99, %3905, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3907 = "stablehlo.dynamic_reshape"(%3904, %3906) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %3908 = "stablehlo.dot_general"(%3899, %arg181) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %3909 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3910 = "stablehlo.concatenate"(%99, %3909, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3911 = "stablehlo.dynamic_reshape"(%3908, %3910) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %3912 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3913 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3914 = "stablehlo.multiply"(%3913, %3912) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3915 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3916 = "stablehlo.add"(%3915, %3914) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3917 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3918 = "stablehlo.divide"(%3916, %3917) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3919 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3920 = "stablehlo.power"(%3919, %3918) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3921 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3922 = "stablehlo.divide"(%3921, %3920) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3923 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %3924 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3925 = "stablehlo.concatenate"(%3924, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3926 = "stablehlo.dynamic_broadcast_in_dim"(%3923, %3925) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %3927 = "stablehlo.broadcast_in_dim"(%3922) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3928 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3929 = "stablehlo.concatenate"(%3928, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3930 = "stablehlo.dynamic_broadcast_in_dim"(%3926, %3929) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %3931 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3932 = "stablehlo.concatenate"(%3931, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3933 = "stablehlo.dynamic_broadcast_in_dim"(%3927, %3932) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %3934 = "stablehlo.multiply"(%3930, %3933) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %3935 = "stablehlo.concatenate"(%3934, %3934) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %3936 = "stablehlo.cosine"(%3935) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %3937 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3938 = "stablehlo.concatenate"(%99, %3937, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3939 = "stablehlo.dynamic_broadcast_in_dim"(%3936, %3938) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %3940 = "stablehlo.sine"(%3935) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %3941 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3942 = "stablehlo.concatenate"(%99, %3941, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3943 = "stablehlo.dynamic_broadcast_in_dim"(%3940, %3942) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %3944 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %3945 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3946 = "stablehlo.concatenate"(%99, %3945, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3947 = "stablehlo.dynamic_gather"(%3903, %3944, %3946) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %3948 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %3949 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3950 = "stablehlo.concatenate"(%99, %3949, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3951 = "stablehlo.dynamic_gather"(%3903, %3948, %3950) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %3952 = "stablehlo.negate"(%3951) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %3953 = "stablehlo.concatenate"(%3952, %3947) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %3954 = "stablehlo.convert"(%3903) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %3955 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3956 = "stablehlo.concatenate"(%99, %3955, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3957 = "stablehlo.dynamic_broadcast_in_dim"(%3939, %3956) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %3958 = "stablehlo.multiply"(%3954, %3957) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3959 = "stablehlo.convert"(%3953) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %3960 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3961 = "stablehlo.concatenate"(%99, %3960, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3962 = "stablehlo.dynamic_broadcast_in_dim"(%3943, %3961) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %3963 = "stablehlo.multiply"(%3959, %3962) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3964 = "stablehlo.add"(%3958, %3963) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %3965 = "stablehlo.convert"(%3964) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %3966 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3967 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3968 = "stablehlo.multiply"(%3967, %3966) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3969 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3970 = "stablehlo.add"(%3969, %3968) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3971 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3972 = "stablehlo.divide"(%3970, %3971) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3973 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3974 = "stablehlo.power"(%3973, %3972) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3975 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3976 = "stablehlo.divide"(%3975, %3974) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3977 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %3978 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3979 = "stablehlo.concatenate"(%3978, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3980 = "stablehlo.dynamic_broadcast_in_dim"(%3977, %3979) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %3981 = "stablehlo.broadcast_in_dim"(%3976) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3982 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3983 = "stablehlo.concatenate"(%3982, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3984 = "stablehlo.dynamic_broadcast_in_dim"(%3980, %3983) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %3985 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3986 = "stablehlo.concatenate"(%3985, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3987 = "stablehlo.dynamic_broadcast_in_dim"(%3981, %3986) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %3988 = "stablehlo.multiply"(%3984, %3987) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %3989 = "stablehlo.concatenate"(%3988, %3988) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %3990 = "stablehlo.cosine"(%3989) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %3991 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3992 = "stablehlo.concatenate"(%99, %3991, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3993 = "stablehlo.dynamic_broadcast_in_dim"(%3990, %3992) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %3994 = "stablehlo.sine"(%3989) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %3995 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %3996 = "stablehlo.concatenate"(%99, %3995, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %3997 = "stablehlo.dynamic_broadcast_in_dim"(%3994, %3996) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %3998 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %3999 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4000 = "stablehlo.concatenate"(%99, %3999, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4001 = "stablehlo.dynamic_gather"(%3907, %3998, %4000) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %4002 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %4003 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4004 = "stablehlo.concatenate"(%99, %4003, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4005 = "stablehlo.dynamic_gather"(%3907, %4002, %4004) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %4006 = "stablehlo.negate"(%4005) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %4007 = "stablehlo.concatenate"(%4006, %4001) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %4008 = "stablehlo.convert"(%3907) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %4009 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4010 = "stablehlo.concatenate"(%99, %4009, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4011 = "stablehlo.dynamic_broadcast_in_dim"(%3993, %4010) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %4012 = "stablehlo.multiply"(%4008, %4011) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4013 = "stablehlo.convert"(%4007) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %4014 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4015 = "stablehlo.concatenate"(%99, %4014, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4016 = "stablehlo.dynamic_broadcast_in_dim"(%3997, %4015) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %4017 = "stablehlo.multiply"(%4013, %4016) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4018 = "stablehlo.add"(%4012, %4017) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4019 = "stablehlo.convert"(%4018) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %4020 = "stablehlo.dot_general"(%3965, %4019) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %4021 = "stablehlo.convert"(%4020) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %4022 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %4023 = "stablehlo.convert"(%4022) : (tensor<f32>) -> tensor<f32>
    %4024 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4025 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4026 = "stablehlo.concatenate"(%99, %95, %4024, %4025) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4027 = "stablehlo.dynamic_broadcast_in_dim"(%4023, %4026) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %4028 = "stablehlo.divide"(%4021, %4027) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %4029 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4030 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4031 = "stablehlo.concatenate"(%99, %99, %4029, %4030) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4032 = "stablehlo.dynamic_broadcast_in_dim"(%117, %4031) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %4033 = "func.call"(%arg17, %4032, %4028, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %4034 = "stablehlo.reduce"(%4033, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg428: tensor<f32>, %arg429: tensor<f32>):
      %7275 = "stablehlo.maximum"(%arg428, %arg429) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7275) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %4035 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4036 = "stablehlo.concatenate"(%99, %95, %4035) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4037 = "stablehlo.dynamic_broadcast_in_dim"(%86, %4036) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %4038 = "stablehlo.maximum"(%4037, %4034) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %4039 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4040 = "stablehlo.concatenate"(%99, %95, %4039, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4041 = "stablehlo.dynamic_broadcast_in_dim"(%4038, %4040) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %4042 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4043 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4044 = "stablehlo.concatenate"(%99, %95, %4042, %4043) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4045 = "stablehlo.dynamic_broadcast_in_dim"(%4041, %4044) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %4046 = "stablehlo.subtract"(%4033, %4045) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %4047 = "stablehlo.exponential"(%4046) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %4048 = "stablehlo.reduce"(%4047, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg426: tensor<f32>, %arg427: tensor<f32>):
      %7274 = "stablehlo.add"(%arg426, %arg427) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7274) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %4049 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4050 = "stablehlo.concatenate"(%99, %95, %4049, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4051 = "stablehlo.dynamic_broadcast_in_dim"(%4048, %4050) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %4052 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4053 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4054 = "stablehlo.concatenate"(%99, %95, %4052, %4053) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4055 = "stablehlo.dynamic_broadcast_in_dim"(%4051, %4054) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %4056 = "stablehlo.divide"(%4047, %4055) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %4057 = "stablehlo.convert"(%4056) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %4058 = "stablehlo.dot_general"(%3911, %4057) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %4059 = "stablehlo.transpose"(%4058) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %4060 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4061 = "stablehlo.concatenate"(%99, %4060, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4062 = "stablehlo.dynamic_reshape"(%4059, %4061) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %4063 = "stablehlo.dot_general"(%4062, %arg179) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4064 = "stablehlo.add"(%3874, %4063) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4065 = "stablehlo.convert"(%4064) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %4066 = "stablehlo.multiply"(%4065, %4065) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %4067 = "stablehlo.reduce"(%4066, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg424: tensor<f32>, %arg425: tensor<f32>):
      %7273 = "stablehlo.add"(%arg424, %arg425) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7273) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %4068 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4069 = "stablehlo.concatenate"(%99, %4068, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4070 = "stablehlo.dynamic_broadcast_in_dim"(%4067, %4069) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4071 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4072 = "stablehlo.concatenate"(%99, %4071, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4073 = "stablehlo.dynamic_broadcast_in_dim"(%98, %4072) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4074 = "stablehlo.divide"(%4070, %4073) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4075 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4076 = "stablehlo.concatenate"(%99, %4075, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4077 = "stablehlo.dynamic_broadcast_in_dim"(%97, %4076) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4078 = "stablehlo.add"(%4074, %4077) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4079 = "stablehlo.rsqrt"(%4078) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4080 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4081 = "stablehlo.concatenate"(%99, %4080, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4082 = "stablehlo.dynamic_broadcast_in_dim"(%4079, %4081) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %4083 = "stablehlo.multiply"(%4065, %4082) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %4084 = "stablehlo.convert"(%4083) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %4085 = "stablehlo.broadcast_in_dim"(%arg174) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4086 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4087 = "stablehlo.concatenate"(%99, %4086, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4088 = "stablehlo.dynamic_broadcast_in_dim"(%4085, %4087) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %4089 = "stablehlo.multiply"(%4084, %4088) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4090 = "stablehlo.dot_general"(%4089, %arg176) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %4091 = "func.call"(%arg17, %4090) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %4092 = "stablehlo.dot_general"(%4089, %arg177) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %4093 = "stablehlo.multiply"(%4091, %4092) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %4094 = "stablehlo.dot_general"(%4093, %arg175) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4095 = "stablehlo.add"(%4064, %4094) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4096 = "stablehlo.convert"(%4095) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %4097 = "stablehlo.multiply"(%4096, %4096) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %4098 = "stablehlo.reduce"(%4097, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg422: tensor<f32>, %arg423: tensor<f32>):
      %7272 = "stablehlo.add"(%arg422, %arg423) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7272) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %4099 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4100 = "stablehlo.concatenate"(%99, %4099, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4101 = "stablehlo.dynamic_broadcast_in_dim"(%4098, %4100) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4102 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4103 = "stablehlo.concatenate"(%99, %4102, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4104 = "stablehlo.dynamic_broadcast_in_dim"(%98, %4103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4105 = "stablehlo.divide"(%4101, %4104) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4106 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4107 = "stablehlo.concatenate"(%99, %4106, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4108 = "stablehlo.dynamic_broadcast_in_dim"(%97, %4107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4109 = "stablehlo.add"(%4105, %4108) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4110 = "stablehlo.rsqrt"(%4109) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4111 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4112 = "stablehlo.concatenate"(%99, %4111, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4113 = "stablehlo.dynamic_broadcast_in_dim"(%4110, %4112) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %4114 = "stablehlo.multiply"(%4096, %4113) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %4115 = "stablehlo.convert"(%4114) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %4116 = "stablehlo.broadcast_in_dim"(%arg182) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4117 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4118 = "stablehlo.concatenate"(%99, %4117, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4119 = "stablehlo.dynamic_broadcast_in_dim"(%4116, %4118) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %4120 = "stablehlo.multiply"(%4115, %4119) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4121 = "stablehlo.dot_general"(%4120, %arg189) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4122 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4123 = "stablehlo.concatenate"(%99, %4122, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4124 = "stablehlo.dynamic_reshape"(%4121, %4123) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %4125 = "stablehlo.dot_general"(%4120, %arg187) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4126 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4127 = "stablehlo.concatenate"(%99, %4126, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4128 = "stablehlo.dynamic_reshape"(%4125, %4127) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %4129 = "stablehlo.dot_general"(%4120, %arg190) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4130 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4131 = "stablehlo.concatenate"(%99, %4130, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4132 = "stablehlo.dynamic_reshape"(%4129, %4131) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %4133 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4134 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4135 = "stablehlo.multiply"(%4134, %4133) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4136 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4137 = "stablehlo.add"(%4136, %4135) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4138 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4139 = "stablehlo.divide"(%4137, %4138) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4140 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4141 = "stablehlo.power"(%4140, %4139) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4142 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4143 = "stablehlo.divide"(%4142, %4141) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4144 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %4145 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4146 = "stablehlo.concatenate"(%4145, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4147 = "stablehlo.dynamic_broadcast_in_dim"(%4144, %4146) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %4148 = "stablehlo.broadcast_in_dim"(%4143) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4149 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4150 = "stablehlo.concatenate"(%4149, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4151 = "stablehlo.dynamic_broadcast_in_dim"(%4147, %4150) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %4152 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4153 = "stablehlo.concatenate"(%4152, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4154 = "stablehlo.dynamic_broadcast_in_dim"(%4148, %4153) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %4155 = "stablehlo.multiply"(%4151, %4154) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %4156 = "stablehlo.concatenate"(%4155, %4155) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %4157 = "stablehlo.cosine"(%4156) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %4158 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4159 = "stablehlo.concatenate"(%99, %4158, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4160 = "stablehlo.dynamic_broadcast_in_dim"(%4157, %4159) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %4161 = "stablehlo.sine"(%4156) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %4162 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4163 = "stablehlo.concatenate"(%99, %4162, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4164 = "stablehlo.dynamic_broadcast_in_dim"(%4161, %4163) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %4165 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %4166 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4167 = "stablehlo.concatenate"(%99, %4166, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4168 = "stablehlo.dynamic_gather"(%4124, %4165, %4167) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %4169 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %4170 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4171 = "stablehlo.concatenate"(%99, %4170, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4172 = "stablehlo.dynamic_gather"(%4124, %4169, %4171) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %4173 = "stablehlo.negate"(%4172) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %4174 = "stablehlo.concatenate"(%4173, %4168) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %4175 = "stablehlo.convert"(%4124) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %4176 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4177 = "stablehlo.concatenate"(%99, %4176, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4178 = "stablehlo.dynamic_broadcast_in_dim"(%4160, %4177) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %4179 = "stablehlo.multiply"(%4175, %4178) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4180 = "stablehlo.convert"(%4174) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %4181 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4182 = "stablehlo.concatenate"(%99, %4181, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4183 = "stablehlo.dynamic_broadcast_in_dim"(%4164, %4182) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %4184 = "stablehlo.multiply"(%4180, %4183) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4185 = "stablehlo.add"(%4179, %4184) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4186 = "stablehlo.convert"(%4185) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %4187 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4188 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4189 = "stablehlo.multiply"(%4188, %4187) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4190 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4191 = "stablehlo.add"(%4190, %4189) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4192 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4193 = "stablehlo.divide"(%4191, %4192) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4194 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4195 = "stablehlo.power"(%4194, %4193) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4196 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4197 = "stablehlo.divide"(%4196, %4195) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4198 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %4199 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4200 = "stablehlo.concatenate"(%4199, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4201 = "stablehlo.dynamic_broadcast_in_dim"(%4198, %4200) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %4202 = "stablehlo.broadcast_in_dim"(%4197) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4203 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4204 = "stablehlo.concatenate"(%4203, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4205 = "stablehlo.dynamic_broadcast_in_dim"(%4201, %4204) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %4206 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4207 = "stablehlo.concatenate"(%4206, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4208 = "stablehlo.dynamic_broadcast_in_dim"(%4202, %4207) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %4209 = "stablehlo.multiply"(%4205, %4208) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %4210 = "stablehlo.concatenate"(%4209, %4209) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %4211 = "stablehlo.cosine"(%4210) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %4212 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4213 = "stablehlo.concatenate"(%99, %4212, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4214 = "stablehlo.dynamic_broadcast_in_dim"(%4211, %4213) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %4215 = "stablehlo.sine"(%4210) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %4216 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4217 = "stablehlo.concatenate"(%99, %4216, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4218 = "stablehlo.dynamic_broadcast_in_dim"(%4215, %4217) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %4219 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %4220 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4221 = "stablehlo.concatenate"(%99, %4220, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4222 = "stablehlo.dynamic_gather"(%4128, %4219, %4221) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %4223 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %4224 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4225 = "stablehlo.concatenate"(%99, %4224, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4226 = "stablehlo.dynamic_gather"(%4128, %4223, %4225) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %4227 = "stablehlo.negate"(%4226) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %4228 = "stablehlo.concatenate"(%4227, %4222) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %4229 = "stablehlo.convert"(%4128) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %4230 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4231 = "stablehlo.concatenate"(%99, %4230, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4232 = "stablehlo.dynamic_broadcast_in_dim"(%4214, %4231) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %4233 = "stablehlo.multiply"(%4229, %4232) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4234 = "stablehlo.convert"(%4228) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %4235 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4236 = "stablehlo.concatenate"(%99, %4235, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4237 = "stablehlo.dynamic_broadcast_in_dim"(%4218, %4236) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %4238 = "stablehlo.multiply"(%4234, %4237) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4239 = "stablehlo.add"(%4233, %4238) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4240 = "stablehlo.convert"(%4239) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %4241 = "stablehlo.dot_general"(%4186, %4240) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %4242 = "stablehlo.convert"(%4241) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %4243 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %4244 = "stablehlo.convert"(%4243) : (tensor<f32>) -> tensor<f32>
    %4245 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4246 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4247 = "stablehlo.concatenate"(%99, %95, %4245, %4246) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4248 = "stablehlo.dynamic_broadcast_in_dim"(%4244, %4247) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %4249 = "stablehlo.divide"(%4242, %4248) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %4250 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4251 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4252 = "stablehlo.concatenate"(%99, %99, %4250, %4251) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4253 = "stablehlo.dynamic_broadcast_in_dim"(%117, %4252) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %4254 = "func.call"(%arg17, %4253, %4249, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %4255 = "stablehlo.reduce"(%4254, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg420: tensor<f32>, %arg421: tensor<f32>):
      %7271 = "stablehlo.maximum"(%arg420, %arg421) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7271) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %4256 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4257 = "stablehlo.concatenate"(%99, %95, %4256) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4258 = "stablehlo.dynamic_broadcast_in_dim"(%86, %4257) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %4259 = "stablehlo.maximum"(%4258, %4255) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %4260 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4261 = "stablehlo.concatenate"(%99, %95, %4260, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4262 = "stablehlo.dynamic_broadcast_in_dim"(%4259, %4261) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %4263 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4264 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4265 = "stablehlo.concatenate"(%99, %95, %4263, %4264) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4266 = "stablehlo.dynamic_broadcast_in_dim"(%4262, %4265) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %4267 = "stablehlo.subtract"(%4254, %4266) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %4268 = "stablehlo.exponential"(%4267) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %4269 = "stablehlo.reduce"(%4268, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg418: tensor<f32>, %arg419: tensor<f32>):
      %7270 = "stablehlo.add"(%arg418, %arg419) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7270) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %4270 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4271 = "stablehlo.concatenate"(%99, %95, %4270, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4272 = "stablehlo.dynamic_broadcast_in_dim"(%4269, %4271) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %4273 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4274 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4275 = "stablehlo.concatenate"(%99, %95, %4273, %4274) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4276 = "stablehlo.dynamic_broadcast_in_dim"(%4272, %4275) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %4277 = "stablehlo.divide"(%4268, %4276) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %4278 = "stablehlo.convert"(%4277) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %4279 = "stablehlo.dot_general"(%4132, %4278) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %4280 = "stablehlo.transpose"(%4279) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %4281 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4282 = "stablehlo.concatenate"(%99, %4281, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4283 = "stablehlo.dynamic_reshape"(%4280, %4282) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %4284 = "stablehlo.dot_general"(%4283, %arg188) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4285 = "stablehlo.add"(%4095, %4284) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4286 = "stablehlo.convert"(%4285) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %4287 = "stablehlo.multiply"(%4286, %4286) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %4288 = "stablehlo.reduce"(%4287, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg416: tensor<f32>, %arg417: tensor<f32>):
      %7269 = "stablehlo.add"(%arg416, %arg417) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7269) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %4289 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4290 = "stablehlo.concatenate"(%99, %4289, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4291 = "stablehlo.dynamic_broadcast_in_dim"(%4288, %4290) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4292 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4293 = "stablehlo.concatenate"(%99, %4292, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4294 = "stablehlo.dynamic_broadcast_in_dim"(%98, %4293) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4295 = "stablehlo.divide"(%4291, %4294) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4296 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4297 = "stablehlo.concatenate"(%99, %4296, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4298 = "stablehlo.dynamic_broadcast_in_dim"(%97, %4297) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4299 = "stablehlo.add"(%4295, %4298) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4300 = "stablehlo.rsqrt"(%4299) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4301 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4302 = "stablehlo.concatenate"(%99, %4301, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4303 = "stablehlo.dynamic_broadcast_in_dim"(%4300, %4302) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %4304 = "stablehlo.multiply"(%4286, %4303) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %4305 = "stablehlo.convert"(%4304) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %4306 = "stablehlo.broadcast_in_dim"(%arg183) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4307 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4308 = "stablehlo.concatenate"(%99, %4307, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4309 = "stablehlo.dynamic_broadcast_in_dim"(%4306, %4308) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %4310 = "stablehlo.multiply"(%4305, %4309) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4311 = "stablehlo.dot_general"(%4310, %arg185) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %4312 = "func.call"(%arg17, %4311) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %4313 = "stablehlo.dot_general"(%4310, %arg186) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %4314 = "stablehlo.multiply"(%4312, %4313) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %4315 = "stablehlo.dot_general"(%4314, %arg184) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4316 = "stablehlo.add"(%4285, %4315) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4317 = "stablehlo.convert"(%4316) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %4318 = "stablehlo.multiply"(%4317, %4317) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %4319 = "stablehlo.reduce"(%4318, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg414: tensor<f32>, %arg415: tensor<f32>):
      %7268 = "stablehlo.add"(%arg414, %arg415) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7268) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %4320 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4321 = "stablehlo.concatenate"(%99, %4320, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4322 = "stablehlo.dynamic_broadcast_in_dim"(%4319, %4321) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4323 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4324 = "stablehlo.concatenate"(%99, %4323, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4325 = "stablehlo.dynamic_broadcast_in_dim"(%98, %4324) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4326 = "stablehlo.divide"(%4322, %4325) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4327 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4328 = "stablehlo.concatenate"(%99, %4327, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4329 = "stablehlo.dynamic_broadcast_in_dim"(%97, %4328) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4330 = "stablehlo.add"(%4326, %4329) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4331 = "stablehlo.rsqrt"(%4330) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4332 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4333 = "stablehlo.concatenate"(%99, %4332, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4334 = "stablehlo.dynamic_broadcast_in_dim"(%4331, %4333) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %4335 = "stablehlo.multiply"(%4317, %4334) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %4336 = "stablehlo.convert"(%4335) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %4337 = "stablehlo.broadcast_in_dim"(%arg191) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4338 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4339 = "stablehlo.concatenate"(%99, %4338, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4340 = "stablehlo.dynamic_broadcast_in_dim"(%4337, %4339) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %4341 = "stablehlo.multiply"(%4336, %4340) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4342 = "stablehlo.dot_general"(%4341, %arg198) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4343 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4344 = "stablehlo.concatenate"(%99, %4343, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4345 = "stablehlo.dynamic_reshape"(%4342, %4344) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %4346 = "stablehlo.dot_general"(%4341, %arg196) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4347 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4348 = "stablehlo.concatenate"(%99, %4347, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4349 = "stablehlo.dynamic_reshape"(%4346, %4348) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %4350 = "stablehlo.dot_general"(%4341, %arg199) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4351 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4352 = "stablehlo.concatenate"(%99, %4351, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4353 = "stablehlo.dynamic_reshape"(%4350, %4352) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %4354 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4355 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4356 = "stablehlo.multiply"(%4355, %4354) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4357 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4358 = "stablehlo.add"(%4357, %4356) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4359 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4360 = "stablehlo.divide"(%4358, %4359) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4361 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4362 = "stablehlo.power"(%4361, %4360) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4363 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4364 = "stablehlo.divide"(%4363, %4362) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4365 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %4366 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4367 = "stablehlo.concatenate"(%4366, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4368 = "stablehlo.dynamic_broadcast_in_dim"(%4365, %4367) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %4369 = "stablehlo.broadcast_in_dim"(%4364) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4370 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4371 = "stablehlo.concatenate"(%4370, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4372 = "stablehlo.dynamic_broadcast_in_dim"(%4368, %4371) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %4373 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4374 = "stablehlo.concatenate"(%4373, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4375 = "stablehlo.dynamic_broadcast_in_dim"(%4369, %4374) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %4376 = "stablehlo.multiply"(%4372, %4375) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %4377 = "stablehlo.concatenate"(%4376, %4376) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %4378 = "stablehlo.cosine"(%4377) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %4379 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4380 = "stablehlo.concatenate"(%99, %4379, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4381 = "stablehlo.dynamic_broadcast_in_dim"(%4378, %4380) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %4382 = "stablehlo.sine"(%4377) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %4383 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4384 = "stablehlo.concatenate"(%99, %4383, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4385 = "stablehlo.dynamic_broadcast_in_dim"(%4382, %4384) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %4386 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %4387 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4388 = "stablehlo.concatenate"(%99, %4387, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4389 = "stablehlo.dynamic_gather"(%4345, %4386, %4388) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %4390 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %4391 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4392 = "stablehlo.concatenate"(%99, %4391, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4393 = "stablehlo.dynamic_gather"(%4345, %4390, %4392) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %4394 = "stablehlo.negate"(%4393) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %4395 = "stablehlo.concatenate"(%4394, %4389) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %4396 = "stablehlo.convert"(%4345) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %4397 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4398 = "stablehlo.concatenate"(%99, %4397, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4399 = "stablehlo.dynamic_broadcast_in_dim"(%4381, %4398) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %4400 = "stablehlo.multiply"(%4396, %4399) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4401 = "stablehlo.convert"(%4395) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %4402 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4403 = "stablehlo.concatenate"(%99, %4402, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4404 = "stablehlo.dynamic_broadcast_in_dim"(%4385, %4403) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %4405 = "stablehlo.multiply"(%4401, %4404) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4406 = "stablehlo.add"(%4400, %4405) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4407 = "stablehlo.convert"(%4406) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %4408 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4409 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4410 = "stablehlo.multiply"(%4409, %4408) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4411 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4412 = "stablehlo.add"(%4411, %4410) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4413 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4414 = "stablehlo.divide"(%4412, %4413) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4415 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4416 = "stablehlo.power"(%4415, %4414) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4417 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4418 = "stablehlo.divide"(%4417, %4416) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4419 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %4420 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4421 = "stablehlo.concatenate"(%4420, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4422 = "stablehlo.dynamic_broadcast_in_dim"(%4419, %4421) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %4423 = "stablehlo.broadcast_in_dim"(%4418) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4424 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4425 = "stablehlo.concatenate"(%4424, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4426 = "stablehlo.dynamic_broadcast_in_dim"(%4422, %4425) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %4427 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4428 = "stablehlo.concatenate"(%4427, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4429 = "stablehlo.dynamic_broadcast_in_dim"(%4423, %4428) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %4430 = "stablehlo.multiply"(%4426, %4429) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %4431 = "stablehlo.concatenate"(%4430, %4430) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %4432 = "stablehlo.cosine"(%4431) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %4433 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4434 = "stablehlo.concatenate"(%99, %4433, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4435 = "stablehlo.dynamic_broadcast_in_dim"(%4432, %4434) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %4436 = "stablehlo.sine"(%4431) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %4437 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4438 = "stablehlo.concatenate"(%99, %4437, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4439 = "stablehlo.dynamic_broadcast_in_dim"(%4436, %4438) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %4440 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %4441 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4442 = "stablehlo.concatenate"(%99, %4441, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4443 = "stablehlo.dynamic_gather"(%4349, %4440, %4442) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %4444 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %4445 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4446 = "stablehlo.concatenate"(%99, %4445, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4447 = "stablehlo.dynamic_gather"(%4349, %4444, %4446) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %4448 = "stablehlo.negate"(%4447) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %4449 = "stablehlo.concatenate"(%4448, %4443) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %4450 = "stablehlo.convert"(%4349) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %4451 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4452 = "stablehlo.concatenate"(%99, %4451, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4453 = "stablehlo.dynamic_broadcast_in_dim"(%4435, %4452) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %4454 = "stablehlo.multiply"(%4450, %4453) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4455 = "stablehlo.convert"(%4449) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %4456 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4457 = "stablehlo.concatenate"(%99, %4456, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4458 = "stablehlo.dynamic_broadcast_in_dim"(%4439, %4457) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %4459 = "stablehlo.multiply"(%4455, %4458) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4460 = "stablehlo.add"(%4454, %4459) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4461 = "stablehlo.convert"(%4460) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %4462 = "stablehlo.dot_general"(%4407, %4461) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %4463 = "stablehlo.convert"(%4462) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %4464 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %4465 = "stablehlo.convert"(%4464) : (tensor<f32>) -> tensor<f32>
    %4466 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4467 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4468 = "stablehlo.concatenate"(%99, %95, %4466, %4467) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4469 = "stablehlo.dynamic_broadcast_in_dim"(%4465, %4468) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %4470 = "stablehlo.divide"(%4463, %4469) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %4471 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4472 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4473 = "stablehlo.concatenate"(%99, %99, %4471, %4472) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4474 = "stablehlo.dynamic_broadcast_in_dim"(%117, %4473) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %4475 = "func.call"(%arg17, %4474, %4470, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %4476 = "stablehlo.reduce"(%4475, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg412: tensor<f32>, %arg413: tensor<f32>):
      %7267 = "stablehlo.maximum"(%arg412, %arg413) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7267) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %4477 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4478 = "stablehlo.concatenate"(%99, %95, %4477) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4479 = "stablehlo.dynamic_broadcast_in_dim"(%86, %4478) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %4480 = "stablehlo.maximum"(%4479, %4476) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %4481 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4482 = "stablehlo.concatenate"(%99, %95, %4481, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4483 = "stablehlo.dynamic_broadcast_in_dim"(%4480, %4482) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %4484 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4485 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4486 = "stablehlo.concatenate"(%99, %95, %4484, %4485) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4487 = "stablehlo.dynamic_broadcast_in_dim"(%4483, %4486) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %4488 = "stablehlo.subtract"(%4475, %4487) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %4489 = "stablehlo.exponential"(%4488) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %4490 = "stablehlo.reduce"(%4489, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg410: tensor<f32>, %arg411: tensor<f32>):
      %7266 = "stablehlo.add"(%arg410, %arg411) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7266) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %4491 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4492 = "stablehlo.concatenate"(%99, %95, %4491, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4493 = "stablehlo.dynamic_broadcast_in_dim"(%4490, %4492) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %4494 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4495 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4496 = "stablehlo.concatenate"(%99, %95, %4494, %4495) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4497 = "stablehlo.dynamic_broadcast_in_dim"(%4493, %4496) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %4498 = "stablehlo.divide"(%4489, %4497) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %4499 = "stablehlo.convert"(%4498) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %4500 = "stablehlo.dot_general"(%4353, %4499) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %4501 = "stablehlo.transpose"(%4500) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %4502 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4503 = "stablehlo.concatenate"(%99, %4502, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4504 = "stablehlo.dynamic_reshape"(%4501, %4503) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %4505 = "stablehlo.dot_general"(%4504, %arg197) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4506 = "stablehlo.add"(%4316, %4505) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4507 = "stablehlo.convert"(%4506) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %4508 = "stablehlo.multiply"(%4507, %4507) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %4509 = "stablehlo.reduce"(%4508, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg408: tensor<f32>, %arg409: tensor<f32>):
      %7265 = "stablehlo.add"(%arg408, %arg409) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7265) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %4510 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4511 = "stablehlo.concatenate"(%99, %4510, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4512 = "stablehlo.dynamic_broadcast_in_dim"(%4509, %4511) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4513 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4514 = "stablehlo.concatenate"(%99, %4513, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4515 = "stablehlo.dynamic_broadcast_in_dim"(%98, %4514) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4516 = "stablehlo.divide"(%4512, %4515) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4517 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4518 = "stablehlo.concatenate"(%99, %4517, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4519 = "stablehlo.dynamic_broadcast_in_dim"(%97, %4518) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4520 = "stablehlo.add"(%4516, %4519) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4521 = "stablehlo.rsqrt"(%4520) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4522 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4523 = "stablehlo.concatenate"(%99, %4522, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4524 = "stablehlo.dynamic_broadcast_in_dim"(%4521, %4523) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %4525 = "stablehlo.multiply"(%4507, %4524) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %4526 = "stablehlo.convert"(%4525) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %4527 = "stablehlo.broadcast_in_dim"(%arg192) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4528 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4529 = "stablehlo.concatenate"(%99, %4528, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4530 = "stablehlo.dynamic_broadcast_in_dim"(%4527, %4529) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %4531 = "stablehlo.multiply"(%4526, %4530) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4532 = "stablehlo.dot_general"(%4531, %arg194) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %4533 = "func.call"(%arg17, %4532) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %4534 = "stablehlo.dot_general"(%4531, %arg195) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %4535 = "stablehlo.multiply"(%4533, %4534) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %4536 = "stablehlo.dot_general"(%4535, %arg193) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4537 = "stablehlo.add"(%4506, %4536) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4538 = "stablehlo.convert"(%4537) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %4539 = "stablehlo.multiply"(%4538, %4538) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %4540 = "stablehlo.reduce"(%4539, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg406: tensor<f32>, %arg407: tensor<f32>):
      %7264 = "stablehlo.add"(%arg406, %arg407) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7264) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %4541 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4542 = "stablehlo.concatenate"(%99, %4541, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4543 = "stablehlo.dynamic_broadcast_in_dim"(%4540, %4542) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4544 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4545 = "stablehlo.concatenate"(%99, %4544, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4546 = "stablehlo.dynamic_broadcast_in_dim"(%98, %4545) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4547 = "stablehlo.divide"(%4543, %4546) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4548 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4549 = "stablehlo.concatenate"(%99, %4548, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4550 = "stablehlo.dynamic_broadcast_in_dim"(%97, %4549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4551 = "stablehlo.add"(%4547, %4550) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4552 = "stablehlo.rsqrt"(%4551) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4553 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4554 = "stablehlo.concatenate"(%99, %4553, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4555 = "stablehlo.dynamic_broadcast_in_dim"(%4552, %4554) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %4556 = "stablehlo.multiply"(%4538, %4555) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %4557 = "stablehlo.convert"(%4556) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %4558 = "stablehlo.broadcast_in_dim"(%arg200) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4559 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4560 = "stablehlo.concatenate"(%99, %4559, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4561 = "stablehlo.dynamic_broadcast_in_dim"(%4558, %4560) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %4562 = "stablehlo.multiply"(%4557, %4561) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4563 = "stablehlo.dot_general"(%4562, %arg207) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4564 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4565 = "stablehlo.concatenate"(%99, %4564, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4566 = "stablehlo.dynamic_reshape"(%4563, %4565) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %4567 = "stablehlo.dot_general"(%4562, %arg205) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4568 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4569 = "stablehlo.concatenate"(%99, %4568, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4570 = "stablehlo.dynamic_reshape"(%4567, %4569) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %4571 = "stablehlo.dot_general"(%4562, %arg208) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4572 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4573 = "stablehlo.concatenate"(%99, %4572, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4574 = "stablehlo.dynamic_reshape"(%4571, %4573) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %4575 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4576 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4577 = "stablehlo.multiply"(%4576, %4575) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4578 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4579 = "stablehlo.add"(%4578, %4577) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4580 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4581 = "stablehlo.divide"(%4579, %4580) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4582 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4583 = "stablehlo.power"(%4582, %4581) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4584 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4585 = "stablehlo.divide"(%4584, %4583) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4586 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %4587 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4588 = "stablehlo.concatenate"(%4587, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4589 = "stablehlo.dynamic_broadcast_in_dim"(%4586, %4588) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %4590 = "stablehlo.broadcast_in_dim"(%4585) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4591 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4592 = "stablehlo.concatenate"(%4591, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4593 = "stablehlo.dynamic_broadcast_in_dim"(%4589, %4592) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %4594 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4595 = "stablehlo.concatenate"(%4594, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4596 = "stablehlo.dynamic_broadcast_in_dim"(%4590, %4595) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %4597 = "stablehlo.multiply"(%4593, %4596) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %4598 = "stablehlo.concatenate"(%4597, %4597) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %4599 = "stablehlo.cosine"(%4598) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %4600 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4601 = "stablehlo.concatenate"(%99, %4600, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4602 = "stablehlo.dynamic_broadcast_in_dim"(%4599, %4601) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %4603 = "stablehlo.sine"(%4598) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %4604 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4605 = "stablehlo.concatenate"(%99, %4604, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4606 = "stablehlo.dynamic_broadcast_in_dim"(%4603, %4605) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %4607 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %4608 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4609 = "stablehlo.concatenate"(%99, %4608, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4610 = "stablehlo.dynamic_gather"(%4566, %4607, %4609) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %4611 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %4612 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4613 = "stablehlo.concatenate"(%99, %4612, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4614 = "stablehlo.dynamic_gather"(%4566, %4611, %4613) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %4615 = "stablehlo.negate"(%4614) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %4616 = "stablehlo.concatenate"(%4615, %4610) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %4617 = "stablehlo.convert"(%4566) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %4618 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4619 = "stablehlo.concatenate"(%99, %4618, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4620 = "stablehlo.dynamic_broadcast_in_dim"(%4602, %4619) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %4621 = "stablehlo.multiply"(%4617, %4620) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4622 = "stablehlo.convert"(%4616) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %4623 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4624 = "stablehlo.concatenate"(%99, %4623, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4625 = "stablehlo.dynamic_broadcast_in_dim"(%4606, %4624) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %4626 = "stablehlo.multiply"(%4622, %4625) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4627 = "stablehlo.add"(%4621, %4626) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4628 = "stablehlo.convert"(%4627) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %4629 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4630 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4631 = "stablehlo.multiply"(%4630, %4629) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4632 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4633 = "stablehlo.add"(%4632, %4631) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4634 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4635 = "stablehlo.divide"(%4633, %4634) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4636 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4637 = "stablehlo.power"(%4636, %4635) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4638 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4639 = "stablehlo.divide"(%4638, %4637) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4640 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %4641 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4642 = "stablehlo.concatenate"(%4641, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4643 = "stablehlo.dynamic_broadcast_in_dim"(%4640, %4642) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %4644 = "stablehlo.broadcast_in_dim"(%4639) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4645 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4646 = "stablehlo.concatenate"(%4645, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4647 = "stablehlo.dynamic_broadcast_in_dim"(%4643, %4646) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %4648 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4649 = "stablehlo.concatenate"(%4648, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4650 = "stablehlo.dynamic_broadcast_in_dim"(%4644, %4649) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %4651 = "stablehlo.multiply"(%4647, %4650) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %4652 = "stablehlo.concatenate"(%4651, %4651) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %4653 = "stablehlo.cosine"(%4652) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %4654 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4655 = "stablehlo.concatenate"(%99, %4654, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4656 = "stablehlo.dynamic_broadcast_in_dim"(%4653, %4655) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %4657 = "stablehlo.sine"(%4652) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %4658 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4659 = "stablehlo.concatenate"(%99, %4658, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4660 = "stablehlo.dynamic_broadcast_in_dim"(%4657, %4659) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %4661 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %4662 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4663 = "stablehlo.concatenate"(%99, %4662, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4664 = "stablehlo.dynamic_gather"(%4570, %4661, %4663) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %4665 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %4666 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4667 = "stablehlo.concatenate"(%99, %4666, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4668 = "stablehlo.dynamic_gather"(%4570, %4665, %4667) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %4669 = "stablehlo.negate"(%4668) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %4670 = "stablehlo.concatenate"(%4669, %4664) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %4671 = "stablehlo.convert"(%4570) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %4672 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4673 = "stablehlo.concatenate"(%99, %4672, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4674 = "stablehlo.dynamic_broadcast_in_dim"(%4656, %4673) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %4675 = "stablehlo.multiply"(%4671, %4674) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4676 = "stablehlo.convert"(%4670) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %4677 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4678 = "stablehlo.concatenate"(%99, %4677, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4679 = "stablehlo.dynamic_broadcast_in_dim"(%4660, %4678) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %4680 = "stablehlo.multiply"(%4676, %4679) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4681 = "stablehlo.add"(%4675, %4680) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4682 = "stablehlo.convert"(%4681) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %4683 = "stablehlo.dot_general"(%4628, %4682) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %4684 = "stablehlo.convert"(%4683) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %4685 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %4686 = "stablehlo.convert"(%4685) : (tensor<f32>) -> tensor<f32>
    %4687 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4688 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4689 = "stablehlo.concatenate"(%99, %95, %4687, %4688) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4690 = "stablehlo.dynamic_broadcast_in_dim"(%4686, %4689) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %4691 = "stablehlo.divide"(%4684, %4690) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %4692 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4693 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4694 = "stablehlo.concatenate"(%99, %99, %4692, %4693) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4695 = "stablehlo.dynamic_broadcast_in_dim"(%117, %4694) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %4696 = "func.call"(%arg17, %4695, %4691, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %4697 = "stablehlo.reduce"(%4696, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg404: tensor<f32>, %arg405: tensor<f32>):
      %7263 = "stablehlo.maximum"(%arg404, %arg405) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7263) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %4698 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4699 = "stablehlo.concatenate"(%99, %95, %4698) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4700 = "stablehlo.dynamic_broadcast_in_dim"(%86, %4699) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %4701 = "stablehlo.maximum"(%4700, %4697) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %4702 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4703 = "stablehlo.concatenate"(%99, %95, %4702, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4704 = "stablehlo.dynamic_broadcast_in_dim"(%4701, %4703) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %4705 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4706 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4707 = "stablehlo.concatenate"(%99, %95, %4705, %4706) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4708 = "stablehlo.dynamic_broadcast_in_dim"(%4704, %4707) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %4709 = "stablehlo.subtract"(%4696, %4708) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %4710 = "stablehlo.exponential"(%4709) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %4711 = "stablehlo.reduce"(%4710, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg402: tensor<f32>, %arg403: tensor<f32>):
      %7262 = "stablehlo.add"(%arg402, %arg403) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7262) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %4712 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4713 = "stablehlo.concatenate"(%99, %95, %4712, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4714 = "stablehlo.dynamic_broadcast_in_dim"(%4711, %4713) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %4715 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4716 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4717 = "stablehlo.concatenate"(%99, %95, %4715, %4716) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4718 = "stablehlo.dynamic_broadcast_in_dim"(%4714, %4717) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %4719 = "stablehlo.divide"(%4710, %4718) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %4720 = "stablehlo.convert"(%4719) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %4721 = "stablehlo.dot_general"(%4574, %4720) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %4722 = "stablehlo.transpose"(%4721) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %4723 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4724 = "stablehlo.concatenate"(%99, %4723, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4725 = "stablehlo.dynamic_reshape"(%4722, %4724) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %4726 = "stablehlo.dot_general"(%4725, %arg206) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4727 = "stablehlo.add"(%4537, %4726) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4728 = "stablehlo.convert"(%4727) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %4729 = "stablehlo.multiply"(%4728, %4728) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %4730 = "stablehlo.reduce"(%4729, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      %7261 = "stablehlo.add"(%arg400, %arg401) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7261) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %4731 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4732 = "stablehlo.concatenate"(%99, %4731, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4733 = "stablehlo.dynamic_broadcast_in_dim"(%4730, %4732) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4734 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4735 = "stablehlo.concatenate"(%99, %4734, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4736 = "stablehlo.dynamic_broadcast_in_dim"(%98, %4735) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4737 = "stablehlo.divide"(%4733, %4736) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4738 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4739 = "stablehlo.concatenate"(%99, %4738, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4740 = "stablehlo.dynamic_broadcast_in_dim"(%97, %4739) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4741 = "stablehlo.add"(%4737, %4740) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4742 = "stablehlo.rsqrt"(%4741) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4743 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4744 = "stablehlo.concatenate"(%99, %4743, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4745 = "stablehlo.dynamic_broadcast_in_dim"(%4742, %4744) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %4746 = "stablehlo.multiply"(%4728, %4745) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %4747 = "stablehlo.convert"(%4746) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %4748 = "stablehlo.broadcast_in_dim"(%arg201) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4749 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4750 = "stablehlo.concatenate"(%99, %4749, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4751 = "stablehlo.dynamic_broadcast_in_dim"(%4748, %4750) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %4752 = "stablehlo.multiply"(%4747, %4751) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4753 = "stablehlo.dot_general"(%4752, %arg203) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %4754 = "func.call"(%arg17, %4753) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %4755 = "stablehlo.dot_general"(%4752, %arg204) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %4756 = "stablehlo.multiply"(%4754, %4755) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %4757 = "stablehlo.dot_general"(%4756, %arg202) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4758 = "stablehlo.add"(%4727, %4757) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4759 = "stablehlo.convert"(%4758) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %4760 = "stablehlo.multiply"(%4759, %4759) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %4761 = "stablehlo.reduce"(%4760, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg398: tensor<f32>, %arg399: tensor<f32>):
      %7260 = "stablehlo.add"(%arg398, %arg399) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7260) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %4762 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4763 = "stablehlo.concatenate"(%99, %4762, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4764 = "stablehlo.dynamic_broadcast_in_dim"(%4761, %4763) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4765 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4766 = "stablehlo.concatenate"(%99, %4765, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4767 = "stablehlo.dynamic_broadcast_in_dim"(%98, %4766) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4768 = "stablehlo.divide"(%4764, %4767) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4769 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4770 = "stablehlo.concatenate"(%99, %4769, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4771 = "stablehlo.dynamic_broadcast_in_dim"(%97, %4770) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4772 = "stablehlo.add"(%4768, %4771) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4773 = "stablehlo.rsqrt"(%4772) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4774 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4775 = "stablehlo.concatenate"(%99, %4774, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4776 = "stablehlo.dynamic_broadcast_in_dim"(%4773, %4775) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %4777 = "stablehlo.multiply"(%4759, %4776) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %4778 = "stablehlo.convert"(%4777) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %4779 = "stablehlo.broadcast_in_dim"(%arg209) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4780 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4781 = "stablehlo.concatenate"(%99, %4780, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4782 = "stablehlo.dynamic_broadcast_in_dim"(%4779, %4781) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %4783 = "stablehlo.multiply"(%4778, %4782) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4784 = "stablehlo.dot_general"(%4783, %arg216) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4785 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4786 = "stablehlo.concatenate"(%99, %4785, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4787 = "stablehlo.dynamic_reshape"(%4784, %4786) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %4788 = "stablehlo.dot_general"(%4783, %arg214) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4789 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4790 = "stablehlo.concatenate"(%99, %4789, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4791 = "stablehlo.dynamic_reshape"(%4788, %4790) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %4792 = "stablehlo.dot_general"(%4783, %arg217) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4793 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4794 = "stablehlo.concatenate"(%99, %4793, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4795 = "stablehlo.dynamic_reshape"(%4792, %4794) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %4796 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4797 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4798 = "stablehlo.multiply"(%4797, %4796) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4799 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4800 = "stablehlo.add"(%4799, %4798) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4801 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4802 = "stablehlo.divide"(%4800, %4801) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4803 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4804 = "stablehlo.power"(%4803, %4802) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4805 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4806 = "stablehlo.divide"(%4805, %4804) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4807 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %4808 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4809 = "stablehlo.concatenate"(%4808, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4810 = "stablehlo.dynamic_broadcast_in_dim"(%4807, %4809) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %4811 = "stablehlo.broadcast_in_dim"(%4806) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4812 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4813 = "stablehlo.concatenate"(%4812, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4814 = "stablehlo.dynamic_broadcast_in_dim"(%4810, %4813) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %4815 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4816 = "stablehlo.concatenate"(%4815, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4817 = "stablehlo.dynamic_broadcast_in_dim"(%4811, %4816) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %4818 = "stablehlo.multiply"(%4814, %4817) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %4819 = "stablehlo.concatenate"(%4818, %4818) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %4820 = "stablehlo.cosine"(%4819) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %4821 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4822 = "stablehlo.concatenate"(%99, %4821, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4823 = "stablehlo.dynamic_broadcast_in_dim"(%4820, %4822) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %4824 = "stablehlo.sine"(%4819) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %4825 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4826 = "stablehlo.concatenate"(%99, %4825, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4827 = "stablehlo.dynamic_broadcast_in_dim"(%4824, %4826) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %4828 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %4829 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4830 = "stablehlo.concatenate"(%99, %4829, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4831 = "stablehlo.dynamic_gather"(%4787, %4828, %4830) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %4832 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %4833 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4834 = "stablehlo.concatenate"(%99, %4833, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4835 = "stablehlo.dynamic_gather"(%4787, %4832, %4834) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %4836 = "stablehlo.negate"(%4835) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %4837 = "stablehlo.concatenate"(%4836, %4831) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %4838 = "stablehlo.convert"(%4787) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %4839 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4840 = "stablehlo.concatenate"(%99, %4839, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4841 = "stablehlo.dynamic_broadcast_in_dim"(%4823, %4840) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %4842 = "stablehlo.multiply"(%4838, %4841) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4843 = "stablehlo.convert"(%4837) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %4844 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4845 = "stablehlo.concatenate"(%99, %4844, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4846 = "stablehlo.dynamic_broadcast_in_dim"(%4827, %4845) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %4847 = "stablehlo.multiply"(%4843, %4846) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4848 = "stablehlo.add"(%4842, %4847) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4849 = "stablehlo.convert"(%4848) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %4850 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4851 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4852 = "stablehlo.multiply"(%4851, %4850) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4853 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4854 = "stablehlo.add"(%4853, %4852) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4855 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4856 = "stablehlo.divide"(%4854, %4855) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4857 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4858 = "stablehlo.power"(%4857, %4856) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4859 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4860 = "stablehlo.divide"(%4859, %4858) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4861 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %4862 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4863 = "stablehlo.concatenate"(%4862, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4864 = "stablehlo.dynamic_broadcast_in_dim"(%4861, %4863) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %4865 = "stablehlo.broadcast_in_dim"(%4860) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4866 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4867 = "stablehlo.concatenate"(%4866, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4868 = "stablehlo.dynamic_broadcast_in_dim"(%4864, %4867) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %4869 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4870 = "stablehlo.concatenate"(%4869, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4871 = "stablehlo.dynamic_broadcast_in_dim"(%4865, %4870) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %4872 = "stablehlo.multiply"(%4868, %4871) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %4873 = "stablehlo.concatenate"(%4872, %4872) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %4874 = "stablehlo.cosine"(%4873) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %4875 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4876 = "stablehlo.concatenate"(%99, %4875, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4877 = "stablehlo.dynamic_broadcast_in_dim"(%4874, %4876) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %4878 = "stablehlo.sine"(%4873) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %4879 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4880 = "stablehlo.concatenate"(%99, %4879, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4881 = "stablehlo.dynamic_broadcast_in_dim"(%4878, %4880) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %4882 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %4883 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4884 = "stablehlo.concatenate"(%99, %4883, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4885 = "stablehlo.dynamic_gather"(%4791, %4882, %4884) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %4886 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %4887 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4888 = "stablehlo.concatenate"(%99, %4887, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4889 = "stablehlo.dynamic_gather"(%4791, %4886, %4888) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %4890 = "stablehlo.negate"(%4889) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %4891 = "stablehlo.concatenate"(%4890, %4885) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %4892 = "stablehlo.convert"(%4791) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %4893 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4894 = "stablehlo.concatenate"(%99, %4893, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4895 = "stablehlo.dynamic_broadcast_in_dim"(%4877, %4894) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %4896 = "stablehlo.multiply"(%4892, %4895) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4897 = "stablehlo.convert"(%4891) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %4898 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4899 = "stablehlo.concatenate"(%99, %4898, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4900 = "stablehlo.dynamic_broadcast_in_dim"(%4881, %4899) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %4901 = "stablehlo.multiply"(%4897, %4900) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4902 = "stablehlo.add"(%4896, %4901) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %4903 = "stablehlo.convert"(%4902) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %4904 = "stablehlo.dot_general"(%4849, %4903) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %4905 = "stablehlo.convert"(%4904) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %4906 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %4907 = "stablehlo.convert"(%4906) : (tensor<f32>) -> tensor<f32>
    %4908 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4909 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4910 = "stablehlo.concatenate"(%99, %95, %4908, %4909) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4911 = "stablehlo.dynamic_broadcast_in_dim"(%4907, %4910) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %4912 = "stablehlo.divide"(%4905, %4911) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %4913 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4914 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4915 = "stablehlo.concatenate"(%99, %99, %4913, %4914) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4916 = "stablehlo.dynamic_broadcast_in_dim"(%117, %4915) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %4917 = "func.call"(%arg17, %4916, %4912, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %4918 = "stablehlo.reduce"(%4917, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg396: tensor<f32>, %arg397: tensor<f32>):
      %7259 = "stablehlo.maximum"(%arg396, %arg397) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7259) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %4919 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4920 = "stablehlo.concatenate"(%99, %95, %4919) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4921 = "stablehlo.dynamic_broadcast_in_dim"(%86, %4920) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %4922 = "stablehlo.maximum"(%4921, %4918) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %4923 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4924 = "stablehlo.concatenate"(%99, %95, %4923, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4925 = "stablehlo.dynamic_broadcast_in_dim"(%4922, %4924) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %4926 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4927 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4928 = "stablehlo.concatenate"(%99, %95, %4926, %4927) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4929 = "stablehlo.dynamic_broadcast_in_dim"(%4925, %4928) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %4930 = "stablehlo.subtract"(%4917, %4929) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %4931 = "stablehlo.exponential"(%4930) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %4932 = "stablehlo.reduce"(%4931, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg394: tensor<f32>, %arg395: tensor<f32>):
      %7258 = "stablehlo.add"(%arg394, %arg395) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7258) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %4933 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4934 = "stablehlo.concatenate"(%99, %95, %4933, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4935 = "stablehlo.dynamic_broadcast_in_dim"(%4932, %4934) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %4936 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4937 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4938 = "stablehlo.concatenate"(%99, %95, %4936, %4937) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %4939 = "stablehlo.dynamic_broadcast_in_dim"(%4935, %4938) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %4940 = "stablehlo.divide"(%4931, %4939) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %4941 = "stablehlo.convert"(%4940) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %4942 = "stablehlo.dot_general"(%4795, %4941) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %4943 = "stablehlo.transpose"(%4942) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %4944 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4945 = "stablehlo.concatenate"(%99, %4944, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4946 = "stablehlo.dynamic_reshape"(%4943, %4945) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %4947 = "stablehlo.dot_general"(%4946, %arg215) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4948 = "stablehlo.add"(%4758, %4947) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4949 = "stablehlo.convert"(%4948) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %4950 = "stablehlo.multiply"(%4949, %4949) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %4951 = "stablehlo.reduce"(%4950, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg392: tensor<f32>, %arg393: tensor<f32>):
      %7257 = "stablehlo.add"(%arg392, %arg393) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7257) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %4952 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4953 = "stablehlo.concatenate"(%99, %4952, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4954 = "stablehlo.dynamic_broadcast_in_dim"(%4951, %4953) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4955 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4956 = "stablehlo.concatenate"(%99, %4955, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4957 = "stablehlo.dynamic_broadcast_in_dim"(%98, %4956) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4958 = "stablehlo.divide"(%4954, %4957) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4959 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4960 = "stablehlo.concatenate"(%99, %4959, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4961 = "stablehlo.dynamic_broadcast_in_dim"(%97, %4960) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4962 = "stablehlo.add"(%4958, %4961) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4963 = "stablehlo.rsqrt"(%4962) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4964 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4965 = "stablehlo.concatenate"(%99, %4964, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4966 = "stablehlo.dynamic_broadcast_in_dim"(%4963, %4965) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %4967 = "stablehlo.multiply"(%4949, %4966) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %4968 = "stablehlo.convert"(%4967) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %4969 = "stablehlo.broadcast_in_dim"(%arg210) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4970 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4971 = "stablehlo.concatenate"(%99, %4970, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4972 = "stablehlo.dynamic_broadcast_in_dim"(%4969, %4971) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %4973 = "stablehlo.multiply"(%4968, %4972) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4974 = "stablehlo.dot_general"(%4973, %arg212) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %4975 = "func.call"(%arg17, %4974) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %4976 = "stablehlo.dot_general"(%4973, %arg213) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %4977 = "stablehlo.multiply"(%4975, %4976) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %4978 = "stablehlo.dot_general"(%4977, %arg211) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4979 = "stablehlo.add"(%4948, %4978) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %4980 = "stablehlo.convert"(%4979) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %4981 = "stablehlo.multiply"(%4980, %4980) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %4982 = "stablehlo.reduce"(%4981, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg390: tensor<f32>, %arg391: tensor<f32>):
      %7256 = "stablehlo.add"(%arg390, %arg391) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7256) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %4983 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4984 = "stablehlo.concatenate"(%99, %4983, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4985 = "stablehlo.dynamic_broadcast_in_dim"(%4982, %4984) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4986 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4987 = "stablehlo.concatenate"(%99, %4986, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4988 = "stablehlo.dynamic_broadcast_in_dim"(%98, %4987) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4989 = "stablehlo.divide"(%4985, %4988) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4990 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4991 = "stablehlo.concatenate"(%99, %4990, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4992 = "stablehlo.dynamic_broadcast_in_dim"(%97, %4991) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %4993 = "stablehlo.add"(%4989, %4992) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4994 = "stablehlo.rsqrt"(%4993) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4995 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %4996 = "stablehlo.concatenate"(%99, %4995, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %4997 = "stablehlo.dynamic_broadcast_in_dim"(%4994, %4996) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %4998 = "stablehlo.multiply"(%4980, %4997) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %4999 = "stablehlo.convert"(%4998) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %5000 = "stablehlo.broadcast_in_dim"(%arg218) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %5001 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5002 = "stablehlo.concatenate"(%99, %5001, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5003 = "stablehlo.dynamic_broadcast_in_dim"(%5000, %5002) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %5004 = "stablehlo.multiply"(%4999, %5003) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5005 = "stablehlo.dot_general"(%5004, %arg225) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5006 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5007 = "stablehlo.concatenate"(%99, %5006, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5008 = "stablehlo.dynamic_reshape"(%5005, %5007) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %5009 = "stablehlo.dot_general"(%5004, %arg223) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5010 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5011 = "stablehlo.concatenate"(%99, %5010, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5012 = "stablehlo.dynamic_reshape"(%5009, %5011) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %5013 = "stablehlo.dot_general"(%5004, %arg226) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5014 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5015 = "stablehlo.concatenate"(%99, %5014, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5016 = "stablehlo.dynamic_reshape"(%5013, %5015) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %5017 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %5018 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5019 = "stablehlo.multiply"(%5018, %5017) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5020 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5021 = "stablehlo.add"(%5020, %5019) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5022 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5023 = "stablehlo.divide"(%5021, %5022) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5024 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5025 = "stablehlo.power"(%5024, %5023) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5026 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5027 = "stablehlo.divide"(%5026, %5025) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5028 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %5029 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5030 = "stablehlo.concatenate"(%5029, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5031 = "stablehlo.dynamic_broadcast_in_dim"(%5028, %5030) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %5032 = "stablehlo.broadcast_in_dim"(%5027) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %5033 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5034 = "stablehlo.concatenate"(%5033, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5035 = "stablehlo.dynamic_broadcast_in_dim"(%5031, %5034) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %5036 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5037 = "stablehlo.concatenate"(%5036, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5038 = "stablehlo.dynamic_broadcast_in_dim"(%5032, %5037) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %5039 = "stablehlo.multiply"(%5035, %5038) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %5040 = "stablehlo.concatenate"(%5039, %5039) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %5041 = "stablehlo.cosine"(%5040) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %5042 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5043 = "stablehlo.concatenate"(%99, %5042, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5044 = "stablehlo.dynamic_broadcast_in_dim"(%5041, %5043) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %5045 = "stablehlo.sine"(%5040) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %5046 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5047 = "stablehlo.concatenate"(%99, %5046, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5048 = "stablehlo.dynamic_broadcast_in_dim"(%5045, %5047) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %5049 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %5050 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5051 = "stablehlo.concatenate"(%99, %5050, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5052 = "stablehlo.dynamic_gather"(%5008, %5049, %5051) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %5053 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %5054 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5055 = "stablehlo.concatenate"(%99, %5054, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5056 = "stablehlo.dynamic_gather"(%5008, %5053, %5055) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %5057 = "stablehlo.negate"(%5056) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %5058 = "stablehlo.concatenate"(%5057, %5052) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %5059 = "stablehlo.convert"(%5008) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %5060 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5061 = "stablehlo.concatenate"(%99, %5060, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5062 = "stablehlo.dynamic_broadcast_in_dim"(%5044, %5061) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %5063 = "stablehlo.multiply"(%5059, %5062) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5064 = "stablehlo.convert"(%5058) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %5065 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5066 = "stablehlo.concatenate"(%99, %5065, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5067 = "stablehlo.dynamic_broadcast_in_dim"(%5048, %5066) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %5068 = "stablehlo.multiply"(%5064, %5067) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5069 = "stablehlo.add"(%5063, %5068) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5070 = "stablehlo.convert"(%5069) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %5071 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %5072 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5073 = "stablehlo.multiply"(%5072, %5071) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5074 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5075 = "stablehlo.add"(%5074, %5073) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5076 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5077 = "stablehlo.divide"(%5075, %5076) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5078 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5079 = "stablehlo.power"(%5078, %5077) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5080 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5081 = "stablehlo.divide"(%5080, %5079) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5082 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %5083 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5084 = "stablehlo.concatenate"(%5083, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5085 = "stablehlo.dynamic_broadcast_in_dim"(%5082, %5084) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %5086 = "stablehlo.broadcast_in_dim"(%5081) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %5087 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5088 = "stablehlo.concatenate"(%5087, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5089 = "stablehlo.dynamic_broadcast_in_dim"(%5085, %5088) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %5090 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5091 = "stablehlo.concatenate"(%5090, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5092 = "stablehlo.dynamic_broadcast_in_dim"(%5086, %5091) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %5093 = "stablehlo.multiply"(%5089, %5092) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %5094 = "stablehlo.concatenate"(%5093, %5093) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %5095 = "stablehlo.cosine"(%5094) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %5096 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5097 = "stablehlo.concatenate"(%99, %5096, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5098 = "stablehlo.dynamic_broadcast_in_dim"(%5095, %5097) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %5099 = "stablehlo.sine"(%5094) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %5100 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5101 = "stablehlo.concatenate"(%99, %5100, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5102 = "stablehlo.dynamic_broadcast_in_dim"(%5099, %5101) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %5103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %5104 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5105 = "stablehlo.concatenate"(%99, %5104, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5106 = "stablehlo.dynamic_gather"(%5012, %5103, %5105) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %5107 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %5108 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5109 = "stablehlo.concatenate"(%99, %5108, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5110 = "stablehlo.dynamic_gather"(%5012, %5107, %5109) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %5111 = "stablehlo.negate"(%5110) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %5112 = "stablehlo.concatenate"(%5111, %5106) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %5113 = "stablehlo.convert"(%5012) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %5114 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5115 = "stablehlo.concatenate"(%99, %5114, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5116 = "stablehlo.dynamic_broadcast_in_dim"(%5098, %5115) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %5117 = "stablehlo.multiply"(%5113, %5116) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5118 = "stablehlo.convert"(%5112) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %5119 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5120 = "stablehlo.concatenate"(%99, %5119, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5121 = "stablehlo.dynamic_broadcast_in_dim"(%5102, %5120) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %5122 = "stablehlo.multiply"(%5118, %5121) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5123 = "stablehlo.add"(%5117, %5122) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5124 = "stablehlo.convert"(%5123) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %5125 = "stablehlo.dot_general"(%5070, %5124) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %5126 = "stablehlo.convert"(%5125) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %5127 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %5128 = "stablehlo.convert"(%5127) : (tensor<f32>) -> tensor<f32>
    %5129 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5130 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5131 = "stablehlo.concatenate"(%99, %95, %5129, %5130) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5132 = "stablehlo.dynamic_broadcast_in_dim"(%5128, %5131) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %5133 = "stablehlo.divide"(%5126, %5132) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %5134 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5135 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5136 = "stablehlo.concatenate"(%99, %99, %5134, %5135) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5137 = "stablehlo.dynamic_broadcast_in_dim"(%117, %5136) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %5138 = "func.call"(%arg17, %5137, %5133, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %5139 = "stablehlo.reduce"(%5138, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg388: tensor<f32>, %arg389: tensor<f32>):
      %7255 = "stablehlo.maximum"(%arg388, %arg389) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7255) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %5140 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5141 = "stablehlo.concatenate"(%99, %95, %5140) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5142 = "stablehlo.dynamic_broadcast_in_dim"(%86, %5141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %5143 = "stablehlo.maximum"(%5142, %5139) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %5144 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5145 = "stablehlo.concatenate"(%99, %95, %5144, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5146 = "stablehlo.dynamic_broadcast_in_dim"(%5143, %5145) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %5147 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5148 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5149 = "stablehlo.concatenate"(%99, %95, %5147, %5148) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5150 = "stablehlo.dynamic_broadcast_in_dim"(%5146, %5149) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %5151 = "stablehlo.subtract"(%5138, %5150) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %5152 = "stablehlo.exponential"(%5151) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %5153 = "stablehlo.reduce"(%5152, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg386: tensor<f32>, %arg387: tensor<f32>):
      %7254 = "stablehlo.add"(%arg386, %arg387) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7254) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %5154 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5155 = "stablehlo.concatenate"(%99, %95, %5154, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5156 = "stablehlo.dynamic_broadcast_in_dim"(%5153, %5155) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %5157 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5158 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5159 = "stablehlo.concatenate"(%99, %95, %5157, %5158) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5160 = "stablehlo.dynamic_broadcast_in_dim"(%5156, %5159) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %5161 = "stablehlo.divide"(%5152, %5160) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %5162 = "stablehlo.convert"(%5161) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %5163 = "stablehlo.dot_general"(%5016, %5162) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %5164 = "stablehlo.transpose"(%5163) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %5165 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5166 = "stablehlo.concatenate"(%99, %5165, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5167 = "stablehlo.dynamic_reshape"(%5164, %5166) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %5168 = "stablehlo.dot_general"(%5167, %arg224) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5169 = "stablehlo.add"(%4979, %5168) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5170 = "stablehlo.convert"(%5169) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %5171 = "stablehlo.multiply"(%5170, %5170) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %5172 = "stablehlo.reduce"(%5171, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg384: tensor<f32>, %arg385: tensor<f32>):
      %7253 = "stablehlo.add"(%arg384, %arg385) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7253) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %5173 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5174 = "stablehlo.concatenate"(%99, %5173, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5175 = "stablehlo.dynamic_broadcast_in_dim"(%5172, %5174) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %5176 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5177 = "stablehlo.concatenate"(%99, %5176, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5178 = "stablehlo.dynamic_broadcast_in_dim"(%98, %5177) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %5179 = "stablehlo.divide"(%5175, %5178) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5180 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5181 = "stablehlo.concatenate"(%99, %5180, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5182 = "stablehlo.dynamic_broadcast_in_dim"(%97, %5181) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %5183 = "stablehlo.add"(%5179, %5182) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5184 = "stablehlo.rsqrt"(%5183) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5185 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5186 = "stablehlo.concatenate"(%99, %5185, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5187 = "stablehlo.dynamic_broadcast_in_dim"(%5184, %5186) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %5188 = "stablehlo.multiply"(%5170, %5187) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %5189 = "stablehlo.convert"(%5188) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %5190 = "stablehlo.broadcast_in_dim"(%arg219) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %5191 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5192 = "stablehlo.concatenate"(%99, %5191, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5193 = "stablehlo.dynamic_broadcast_in_dim"(%5190, %5192) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %5194 = "stablehlo.multiply"(%5189, %5193) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5195 = "stablehlo.dot_general"(%5194, %arg221) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %5196 = "func.call"(%arg17, %5195) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %5197 = "stablehlo.dot_general"(%5194, %arg222) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %5198 = "stablehlo.multiply"(%5196, %5197) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %5199 = "stablehlo.dot_general"(%5198, %arg220) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5200 = "stablehlo.add"(%5169, %5199) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5201 = "stablehlo.convert"(%5200) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %5202 = "stablehlo.multiply"(%5201, %5201) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %5203 = "stablehlo.reduce"(%5202, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg382: tensor<f32>, %arg383: tensor<f32>):
      %7252 = "stablehlo.add"(%arg382, %arg383) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7252) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %5204 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5205 = "stablehlo.concatenate"(%99, %5204, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5206 = "stablehlo.dynamic_broadcast_in_dim"(%5203, %5205) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %5207 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5208 = "stablehlo.concatenate"(%99, %5207, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5209 = "stablehlo.dynamic_broadcast_in_dim"(%98, %5208) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %5210 = "stablehlo.divide"(%5206, %5209) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5211 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5212 = "stablehlo.concatenate"(%99, %5211, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5213 = "stablehlo.dynamic_broadcast_in_dim"(%97, %5212) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %5214 = "stablehlo.add"(%5210, %5213) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5215 = "stablehlo.rsqrt"(%5214) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5216 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5217 = "stablehlo.concatenate"(%99, %5216, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5218 = "stablehlo.dynamic_broadcast_in_dim"(%5215, %5217) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %5219 = "stablehlo.multiply"(%5201, %5218) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %5220 = "stablehlo.convert"(%5219) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %5221 = "stablehlo.broadcast_in_dim"(%arg227) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %5222 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5223 = "stablehlo.concatenate"(%99, %5222, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5224 = "stablehlo.dynamic_broadcast_in_dim"(%5221, %5223) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %5225 = "stablehlo.multiply"(%5220, %5224) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5226 = "stablehlo.dot_general"(%5225, %arg234) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5227 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5228 = "stablehlo.concatenate"(%99, %5227, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5229 = "stablehlo.dynamic_reshape"(%5226, %5228) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %5230 = "stablehlo.dot_general"(%5225, %arg232) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5231 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5232 = "stablehlo.concatenate"(%99, %5231, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5233 = "stablehlo.dynamic_reshape"(%5230, %5232) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %5234 = "stablehlo.dot_general"(%5225, %arg235) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5235 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5236 = "stablehlo.concatenate"(%99, %5235, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5237 = "stablehlo.dynamic_reshape"(%5234, %5236) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %5238 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %5239 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5240 = "stablehlo.multiply"(%5239, %5238) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5241 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5242 = "stablehlo.add"(%5241, %5240) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5243 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5244 = "stablehlo.divide"(%5242, %5243) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5245 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5246 = "stablehlo.power"(%5245, %5244) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5247 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5248 = "stablehlo.divide"(%5247, %5246) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5249 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %5250 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5251 = "stablehlo.concatenate"(%5250, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5252 = "stablehlo.dynamic_broadcast_in_dim"(%5249, %5251) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %5253 = "stablehlo.broadcast_in_dim"(%5248) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %5254 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5255 = "stablehlo.concatenate"(%5254, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5256 = "stablehlo.dynamic_broadcast_in_dim"(%5252, %5255) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %5257 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5258 = "stablehlo.concatenate"(%5257, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5259 = "stablehlo.dynamic_broadcast_in_dim"(%5253, %5258) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %5260 = "stablehlo.multiply"(%5256, %5259) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %5261 = "stablehlo.concatenate"(%5260, %5260) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %5262 = "stablehlo.cosine"(%5261) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %5263 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5264 = "stablehlo.concatenate"(%99, %5263, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5265 = "stablehlo.dynamic_broadcast_in_dim"(%5262, %5264) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %5266 = "stablehlo.sine"(%5261) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %5267 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5268 = "stablehlo.concatenate"(%99, %5267, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5269 = "stablehlo.dynamic_broadcast_in_dim"(%5266, %5268) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %5270 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %5271 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5272 = "stablehlo.concatenate"(%99, %5271, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5273 = "stablehlo.dynamic_gather"(%5229, %5270, %5272) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %5274 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %5275 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5276 = "stablehlo.concatenate"(%99, %5275, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5277 = "stablehlo.dynamic_gather"(%5229, %5274, %5276) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %5278 = "stablehlo.negate"(%5277) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %5279 = "stablehlo.concatenate"(%5278, %5273) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %5280 = "stablehlo.convert"(%5229) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %5281 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5282 = "stablehlo.concatenate"(%99, %5281, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5283 = "stablehlo.dynamic_broadcast_in_dim"(%5265, %5282) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %5284 = "stablehlo.multiply"(%5280, %5283) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5285 = "stablehlo.convert"(%5279) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %5286 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5287 = "stablehlo.concatenate"(%99, %5286, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5288 = "stablehlo.dynamic_broadcast_in_dim"(%5269, %5287) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %5289 = "stablehlo.multiply"(%5285, %5288) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5290 = "stablehlo.add"(%5284, %5289) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5291 = "stablehlo.convert"(%5290) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %5292 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %5293 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5294 = "stablehlo.multiply"(%5293, %5292) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5295 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5296 = "stablehlo.add"(%5295, %5294) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5297 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5298 = "stablehlo.divide"(%5296, %5297) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5299 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5300 = "stablehlo.power"(%5299, %5298) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5301 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5302 = "stablehlo.divide"(%5301, %5300) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5303 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %5304 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5305 = "stablehlo.concatenate"(%5304, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5306 = "stablehlo.dynamic_broadcast_in_dim"(%5303, %5305) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %5307 = "stablehlo.broadcast_in_dim"(%5302) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %5308 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5309 = "stablehlo.concatenate"(%5308, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5310 = "stablehlo.dynamic_broadcast_in_dim"(%5306, %5309) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %5311 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5312 = "stablehlo.concatenate"(%5311, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5313 = "stablehlo.dynamic_broadcast_in_dim"(%5307, %5312) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %5314 = "stablehlo.multiply"(%5310, %5313) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %5315 = "stablehlo.concatenate"(%5314, %5314) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %5316 = "stablehlo.cosine"(%5315) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %5317 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5318 = "stablehlo.concatenate"(%99, %5317, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5319 = "stablehlo.dynamic_broadcast_in_dim"(%5316, %5318) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %5320 = "stablehlo.sine"(%5315) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %5321 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5322 = "stablehlo.concatenate"(%99, %5321, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5323 = "stablehlo.dynamic_broadcast_in_dim"(%5320, %5322) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %5324 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %5325 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5326 = "stablehlo.concatenate"(%99, %5325, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5327 = "stablehlo.dynamic_gather"(%5233, %5324, %5326) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %5328 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %5329 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5330 = "stablehlo.concatenate"(%99, %5329, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5331 = "stablehlo.dynamic_gather"(%5233, %5328, %5330) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %5332 = "stablehlo.negate"(%5331) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %5333 = "stablehlo.concatenate"(%5332, %5327) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %5334 = "stablehlo.convert"(%5233) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %5335 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5336 = "stablehlo.concatenate"(%99, %5335, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5337 = "stablehlo.dynamic_broadcast_in_dim"(%5319, %5336) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %5338 = "stablehlo.multiply"(%5334, %5337) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5339 = "stablehlo.convert"(%5333) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %5340 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5341 = "stablehlo.concatenate"(%99, %5340, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5342 = "stablehlo.dynamic_broadcast_in_dim"(%5323, %5341) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %5343 = "stablehlo.multiply"(%5339, %5342) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5344 = "stablehlo.add"(%5338, %5343) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5345 = "stablehlo.convert"(%5344) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %5346 = "stablehlo.dot_general"(%5291, %5345) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %5347 = "stablehlo.convert"(%5346) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %5348 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %5349 = "stablehlo.convert"(%5348) : (tensor<f32>) -> tensor<f32>
    %5350 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5351 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5352 = "stablehlo.concatenate"(%99, %95, %5350, %5351) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5353 = "stablehlo.dynamic_broadcast_in_dim"(%5349, %5352) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %5354 = "stablehlo.divide"(%5347, %5353) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %5355 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5356 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5357 = "stablehlo.concatenate"(%99, %99, %5355, %5356) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5358 = "stablehlo.dynamic_broadcast_in_dim"(%117, %5357) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %5359 = "func.call"(%arg17, %5358, %5354, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %5360 = "stablehlo.reduce"(%5359, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg380: tensor<f32>, %arg381: tensor<f32>):
      %7251 = "stablehlo.maximum"(%arg380, %arg381) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7251) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %5361 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5362 = "stablehlo.concatenate"(%99, %95, %5361) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5363 = "stablehlo.dynamic_broadcast_in_dim"(%86, %5362) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %5364 = "stablehlo.maximum"(%5363, %5360) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %5365 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5366 = "stablehlo.concatenate"(%99, %95, %5365, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5367 = "stablehlo.dynamic_broadcast_in_dim"(%5364, %5366) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %5368 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5369 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5370 = "stablehlo.concatenate"(%99, %95, %5368, %5369) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5371 = "stablehlo.dynamic_broadcast_in_dim"(%5367, %5370) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %5372 = "stablehlo.subtract"(%5359, %5371) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %5373 = "stablehlo.exponential"(%5372) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %5374 = "stablehlo.reduce"(%5373, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg378: tensor<f32>, %arg379: tensor<f32>):
      %7250 = "stablehlo.add"(%arg378, %arg379) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7250) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %5375 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5376 = "stablehlo.concatenate"(%99, %95, %5375, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5377 = "stablehlo.dynamic_broadcast_in_dim"(%5374, %5376) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %5378 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5379 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5380 = "stablehlo.concatenate"(%99, %95, %5378, %5379) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5381 = "stablehlo.dynamic_broadcast_in_dim"(%5377, %5380) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %5382 = "stablehlo.divide"(%5373, %5381) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %5383 = "stablehlo.convert"(%5382) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %5384 = "stablehlo.dot_general"(%5237, %5383) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %5385 = "stablehlo.transpose"(%5384) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %5386 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5387 = "stablehlo.concatenate"(%99, %5386, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5388 = "stablehlo.dynamic_reshape"(%5385, %5387) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %5389 = "stablehlo.dot_general"(%5388, %arg233) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5390 = "stablehlo.add"(%5200, %5389) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5391 = "stablehlo.convert"(%5390) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %5392 = "stablehlo.multiply"(%5391, %5391) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %5393 = "stablehlo.reduce"(%5392, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg376: tensor<f32>, %arg377: tensor<f32>):
      %7249 = "stablehlo.add"(%arg376, %arg377) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7249) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %5394 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5395 = "stablehlo.concatenate"(%99, %5394, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5396 = "stablehlo.dynamic_broadcast_in_dim"(%5393, %5395) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %5397 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5398 = "stablehlo.concatenate"(%99, %5397, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5399 = "stablehlo.dynamic_broadcast_in_dim"(%98, %5398) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %5400 = "stablehlo.divide"(%5396, %5399) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5401 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5402 = "stablehlo.concatenate"(%99, %5401, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5403 = "stablehlo.dynamic_broadcast_in_dim"(%97, %5402) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %5404 = "stablehlo.add"(%5400, %5403) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5405 = "stablehlo.rsqrt"(%5404) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5406 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5407 = "stablehlo.concatenate"(%99, %5406, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5408 = "stablehlo.dynamic_broadcast_in_dim"(%5405, %5407) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %5409 = "stablehlo.multiply"(%5391, %5408) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %5410 = "stablehlo.convert"(%5409) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %5411 = "stablehlo.broadcast_in_dim"(%arg228) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %5412 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5413 = "stablehlo.concatenate"(%99, %5412, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5414 = "stablehlo.dynamic_broadcast_in_dim"(%5411, %5413) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %5415 = "stablehlo.multiply"(%5410, %5414) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5416 = "stablehlo.dot_general"(%5415, %arg230) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %5417 = "func.call"(%arg17, %5416) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %5418 = "stablehlo.dot_general"(%5415, %arg231) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %5419 = "stablehlo.multiply"(%5417, %5418) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %5420 = "stablehlo.dot_general"(%5419, %arg229) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5421 = "stablehlo.add"(%5390, %5420) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5422 = "stablehlo.convert"(%5421) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %5423 = "stablehlo.multiply"(%5422, %5422) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %5424 = "stablehlo.reduce"(%5423, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg374: tensor<f32>, %arg375: tensor<f32>):
      %7248 = "stablehlo.add"(%arg374, %arg375) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7248) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %5425 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5426 = "stablehlo.concatenate"(%99, %5425, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5427 = "stablehlo.dynamic_broadcast_in_dim"(%5424, %5426) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %5428 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5429 = "stablehlo.concatenate"(%99, %5428, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5430 = "stablehlo.dynamic_broadcast_in_dim"(%98, %5429) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %5431 = "stablehlo.divide"(%5427, %5430) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5432 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5433 = "stablehlo.concatenate"(%99, %5432, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5434 = "stablehlo.dynamic_broadcast_in_dim"(%97, %5433) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %5435 = "stablehlo.add"(%5431, %5434) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5436 = "stablehlo.rsqrt"(%5435) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5437 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5438 = "stablehlo.concatenate"(%99, %5437, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5439 = "stablehlo.dynamic_broadcast_in_dim"(%5436, %5438) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %5440 = "stablehlo.multiply"(%5422, %5439) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %5441 = "stablehlo.convert"(%5440) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %5442 = "stablehlo.broadcast_in_dim"(%arg236) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %5443 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5444 = "stablehlo.concatenate"(%99, %5443, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5445 = "stablehlo.dynamic_broadcast_in_dim"(%5442, %5444) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %5446 = "stablehlo.multiply"(%5441, %5445) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5447 = "stablehlo.dot_general"(%5446, %arg243) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5448 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5449 = "stablehlo.concatenate"(%99, %5448, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5450 = "stablehlo.dynamic_reshape"(%5447, %5449) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %5451 = "stablehlo.dot_general"(%5446, %arg241) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5452 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5453 = "stablehlo.concatenate"(%99, %5452, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5454 = "stablehlo.dynamic_reshape"(%5451, %5453) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %5455 = "stablehlo.dot_general"(%5446, %arg244) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5456 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5457 = "stablehlo.concatenate"(%99, %5456, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5458 = "stablehlo.dynamic_reshape"(%5455, %5457) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %5459 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %5460 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5461 = "stablehlo.multiply"(%5460, %5459) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5462 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5463 = "stablehlo.add"(%5462, %5461) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5464 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5465 = "stablehlo.divide"(%5463, %5464) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5466 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5467 = "stablehlo.power"(%5466, %5465) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5468 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5469 = "stablehlo.divide"(%5468, %5467) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5470 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %5471 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5472 = "stablehlo.concatenate"(%5471, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5473 = "stablehlo.dynamic_broadcast_in_dim"(%5470, %5472) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %5474 = "stablehlo.broadcast_in_dim"(%5469) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %5475 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5476 = "stablehlo.concatenate"(%5475, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5477 = "stablehlo.dynamic_broadcast_in_dim"(%5473, %5476) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %5478 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5479 = "stablehlo.concatenate"(%5478, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5480 = "stablehlo.dynamic_broadcast_in_dim"(%5474, %5479) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %5481 = "stablehlo.multiply"(%5477, %5480) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %5482 = "stablehlo.concatenate"(%5481, %5481) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %5483 = "stablehlo.cosine"(%5482) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %5484 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5485 = "stablehlo.concatenate"(%99, %5484, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5486 = "stablehlo.dynamic_broadcast_in_dim"(%5483, %5485) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %5487 = "stablehlo.sine"(%5482) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %5488 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5489 = "stablehlo.concatenate"(%99, %5488, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5490 = "stablehlo.dynamic_broadcast_in_dim"(%5487, %5489) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %5491 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %5492 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5493 = "stablehlo.concatenate"(%99, %5492, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5494 = "stablehlo.dynamic_gather"(%5450, %5491, %5493) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %5495 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %5496 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5497 = "stablehlo.concatenate"(%99, %5496, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5498 = "stablehlo.dynamic_gather"(%5450, %5495, %5497) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %5499 = "stablehlo.negate"(%5498) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %5500 = "stablehlo.concatenate"(%5499, %5494) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %5501 = "stablehlo.convert"(%5450) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %5502 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5503 = "stablehlo.concatenate"(%99, %5502, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5504 = "stablehlo.dynamic_broadcast_in_dim"(%5486, %5503) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %5505 = "stablehlo.multiply"(%5501, %5504) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5506 = "stablehlo.convert"(%5500) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %5507 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5508 = "stablehlo.concatenate"(%99, %5507, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5509 = "stablehlo.dynamic_broadcast_in_dim"(%5490, %5508) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %5510 = "stablehlo.multiply"(%5506, %5509) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5511 = "stablehlo.add"(%5505, %5510) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5512 = "stablehlo.convert"(%5511) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %5513 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %5514 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5515 = "stablehlo.multiply"(%5514, %5513) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5516 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5517 = "stablehlo.add"(%5516, %5515) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5518 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5519 = "stablehlo.divide"(%5517, %5518) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5520 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5521 = "stablehlo.power"(%5520, %5519) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5522 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5523 = "stablehlo.divide"(%5522, %5521) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5524 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %5525 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5526 = "stablehlo.concatenate"(%5525, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5527 = "stablehlo.dynamic_broadcast_in_dim"(%5524, %5526) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %5528 = "stablehlo.broadcast_in_dim"(%5523) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %5529 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5530 = "stablehlo.concatenate"(%5529, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5531 = "stablehlo.dynamic_broadcast_in_dim"(%5527, %5530) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %5532 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5533 = "stablehlo.concatenate"(%5532, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5534 = "stablehlo.dynamic_broadcast_in_dim"(%5528, %5533) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %5535 = "stablehlo.multiply"(%5531, %5534) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %5536 = "stablehlo.concatenate"(%5535, %5535) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %5537 = "stablehlo.cosine"(%5536) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %5538 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5539 = "stablehlo.concatenate"(%99, %5538, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5540 = "stablehlo.dynamic_broadcast_in_dim"(%5537, %5539) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %5541 = "stablehlo.sine"(%5536) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %5542 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5543 = "stablehlo.concatenate"(%99, %5542, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5544 = "stablehlo.dynamic_broadcast_in_dim"(%5541, %5543) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %5545 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %5546 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5547 = "stablehlo.concatenate"(%99, %5546, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5548 = "stablehlo.dynamic_gather"(%5454, %5545, %5547) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %5549 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %5550 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5551 = "stablehlo.concatenate"(%99, %5550, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5552 = "stablehlo.dynamic_gather"(%5454, %5549, %5551) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %5553 = "stablehlo.negate"(%5552) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %5554 = "stablehlo.concatenate"(%5553, %5548) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %5555 = "stablehlo.convert"(%5454) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %5556 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5557 = "stablehlo.concatenate"(%99, %5556, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5558 = "stablehlo.dynamic_broadcast_in_dim"(%5540, %5557) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %5559 = "stablehlo.multiply"(%5555, %5558) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5560 = "stablehlo.convert"(%5554) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %5561 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5562 = "stablehlo.concatenate"(%99, %5561, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5563 = "stablehlo.dynamic_broadcast_in_dim"(%5544, %5562) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %5564 = "stablehlo.multiply"(%5560, %5563) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5565 = "stablehlo.add"(%5559, %5564) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5566 = "stablehlo.convert"(%5565) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %5567 = "stablehlo.dot_general"(%5512, %5566) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %5568 = "stablehlo.convert"(%5567) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %5569 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %5570 = "stablehlo.convert"(%5569) : (tensor<f32>) -> tensor<f32>
    %5571 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5572 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5573 = "stablehlo.concatenate"(%99, %95, %5571, %5572) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5574 = "stablehlo.dynamic_broadcast_in_dim"(%5570, %5573) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %5575 = "stablehlo.divide"(%5568, %5574) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %5576 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5577 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5578 = "stablehlo.concatenate"(%99, %99, %5576, %5577) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5579 = "stablehlo.dynamic_broadcast_in_dim"(%117, %5578) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %5580 = "func.call"(%arg17, %5579, %5575, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %5581 = "stablehlo.reduce"(%5580, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg372: tensor<f32>, %arg373: tensor<f32>):
      %7247 = "stablehlo.maximum"(%arg372, %arg373) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7247) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %5582 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5583 = "stablehlo.concatenate"(%99, %95, %5582) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5584 = "stablehlo.dynamic_broadcast_in_dim"(%86, %5583) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %5585 = "stablehlo.maximum"(%5584, %5581) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %5586 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5587 = "stablehlo.concatenate"(%99, %95, %5586, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5588 = "stablehlo.dynamic_broadcast_in_dim"(%5585, %5587) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %5589 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5590 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5591 = "stablehlo.concatenate"(%99, %95, %5589, %5590) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5592 = "stablehlo.dynamic_broadcast_in_dim"(%5588, %5591) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %5593 = "stablehlo.subtract"(%5580, %5592) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %5594 = "stablehlo.exponential"(%5593) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %5595 = "stablehlo.reduce"(%5594, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg370: tensor<f32>, %arg371: tensor<f32>):
      %7246 = "stablehlo.add"(%arg370, %arg371) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7246) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %5596 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5597 = "stablehlo.concatenate"(%99, %95, %5596, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5598 = "stablehlo.dynamic_broadcast_in_dim"(%5595, %5597) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %5599 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5600 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5601 = "stablehlo.concatenate"(%99, %95, %5599, %5600) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5602 = "stablehlo.dynamic_broadcast_in_dim"(%5598, %5601) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %5603 = "stablehlo.divide"(%5594, %5602) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %5604 = "stablehlo.convert"(%5603) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %5605 = "stablehlo.dot_general"(%5458, %5604) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %5606 = "stablehlo.transpose"(%5605) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %5607 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5608 = "stablehlo.concatenate"(%99, %5607, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5609 = "stablehlo.dynamic_reshape"(%5606, %5608) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %5610 = "stablehlo.dot_general"(%5609, %arg242) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5611 = "stablehlo.add"(%5421, %5610) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5612 = "stablehlo.convert"(%5611) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %5613 = "stablehlo.multiply"(%5612, %5612) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %5614 = "stablehlo.reduce"(%5613, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg368: tensor<f32>, %arg369: tensor<f32>):
      %7245 = "stablehlo.add"(%arg368, %arg369) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7245) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %5615 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5616 = "stablehlo.concatenate"(%99, %5615, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5617 = "stablehlo.dynamic_broadcast_in_dim"(%5614, %5616) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %5618 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5619 = "stablehlo.concatenate"(%99, %5618, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5620 = "stablehlo.dynamic_broadcast_in_dim"(%98, %5619) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %5621 = "stablehlo.divide"(%5617, %5620) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5622 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5623 = "stablehlo.concatenate"(%99, %5622, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5624 = "stablehlo.dynamic_broadcast_in_dim"(%97, %5623) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %5625 = "stablehlo.add"(%5621, %5624) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5626 = "stablehlo.rsqrt"(%5625) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5627 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5628 = "stablehlo.concatenate"(%99, %5627, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5629 = "stablehlo.dynamic_broadcast_in_dim"(%5626, %5628) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %5630 = "stablehlo.multiply"(%5612, %5629) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %5631 = "stablehlo.convert"(%5630) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %5632 = "stablehlo.broadcast_in_dim"(%arg237) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %5633 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5634 = "stablehlo.concatenate"(%99, %5633, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5635 = "stablehlo.dynamic_broadcast_in_dim"(%5632, %5634) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %5636 = "stablehlo.multiply"(%5631, %5635) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5637 = "stablehlo.dot_general"(%5636, %arg239) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %5638 = "func.call"(%arg17, %5637) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %5639 = "stablehlo.dot_general"(%5636, %arg240) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %5640 = "stablehlo.multiply"(%5638, %5639) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %5641 = "stablehlo.dot_general"(%5640, %arg238) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5642 = "stablehlo.add"(%5611, %5641) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5643 = "stablehlo.convert"(%5642) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %5644 = "stablehlo.multiply"(%5643, %5643) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %5645 = "stablehlo.reduce"(%5644, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg366: tensor<f32>, %arg367: tensor<f32>):
      %7244 = "stablehlo.add"(%arg366, %arg367) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7244) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %5646 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5647 = "stablehlo.concatenate"(%99, %5646, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5648 = "stablehlo.dynamic_broadcast_in_dim"(%5645, %5647) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %5649 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5650 = "stablehlo.concatenate"(%99, %5649, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5651 = "stablehlo.dynamic_broadcast_in_dim"(%98, %5650) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %5652 = "stablehlo.divide"(%5648, %5651) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5653 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5654 = "stablehlo.concatenate"(%99, %5653, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5655 = "stablehlo.dynamic_broadcast_in_dim"(%97, %5654) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %5656 = "stablehlo.add"(%5652, %5655) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5657 = "stablehlo.rsqrt"(%5656) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5658 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5659 = "stablehlo.concatenate"(%99, %5658, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5660 = "stablehlo.dynamic_broadcast_in_dim"(%5657, %5659) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %5661 = "stablehlo.multiply"(%5643, %5660) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %5662 = "stablehlo.convert"(%5661) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %5663 = "stablehlo.broadcast_in_dim"(%arg245) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %5664 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5665 = "stablehlo.concatenate"(%99, %5664, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5666 = "stablehlo.dynamic_broadcast_in_dim"(%5663, %5665) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %5667 = "stablehlo.multiply"(%5662, %5666) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5668 = "stablehlo.dot_general"(%5667, %arg252) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5669 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5670 = "stablehlo.concatenate"(%99, %5669, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5671 = "stablehlo.dynamic_reshape"(%5668, %5670) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %5672 = "stablehlo.dot_general"(%5667, %arg250) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5673 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5674 = "stablehlo.concatenate"(%99, %5673, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5675 = "stablehlo.dynamic_reshape"(%5672, %5674) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %5676 = "stablehlo.dot_general"(%5667, %arg253) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5677 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5678 = "stablehlo.concatenate"(%99, %5677, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5679 = "stablehlo.dynamic_reshape"(%5676, %5678) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %5680 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %5681 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5682 = "stablehlo.multiply"(%5681, %5680) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5683 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5684 = "stablehlo.add"(%5683, %5682) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5685 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5686 = "stablehlo.divide"(%5684, %5685) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5687 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5688 = "stablehlo.power"(%5687, %5686) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5689 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5690 = "stablehlo.divide"(%5689, %5688) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5691 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %5692 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5693 = "stablehlo.concatenate"(%5692, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5694 = "stablehlo.dynamic_broadcast_in_dim"(%5691, %5693) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %5695 = "stablehlo.broadcast_in_dim"(%5690) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %5696 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5697 = "stablehlo.concatenate"(%5696, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5698 = "stablehlo.dynamic_broadcast_in_dim"(%5694, %5697) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %5699 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5700 = "stablehlo.concatenate"(%5699, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5701 = "stablehlo.dynamic_broadcast_in_dim"(%5695, %5700) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %5702 = "stablehlo.multiply"(%5698, %5701) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %5703 = "stablehlo.concatenate"(%5702, %5702) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %5704 = "stablehlo.cosine"(%5703) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %5705 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5706 = "stablehlo.concatenate"(%99, %5705, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5707 = "stablehlo.dynamic_broadcast_in_dim"(%5704, %5706) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %5708 = "stablehlo.sine"(%5703) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %5709 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5710 = "stablehlo.concatenate"(%99, %5709, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5711 = "stablehlo.dynamic_broadcast_in_dim"(%5708, %5710) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %5712 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %5713 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5714 = "stablehlo.concatenate"(%99, %5713, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5715 = "stablehlo.dynamic_gather"(%5671, %5712, %5714) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %5716 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %5717 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5718 = "stablehlo.concatenate"(%99, %5717, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5719 = "stablehlo.dynamic_gather"(%5671, %5716, %5718) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %5720 = "stablehlo.negate"(%5719) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %5721 = "stablehlo.concatenate"(%5720, %5715) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %5722 = "stablehlo.convert"(%5671) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %5723 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5724 = "stablehlo.concatenate"(%99, %5723, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5725 = "stablehlo.dynamic_broadcast_in_dim"(%5707, %5724) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %5726 = "stablehlo.multiply"(%5722, %5725) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5727 = "stablehlo.convert"(%5721) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %5728 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5729 = "stablehlo.concatenate"(%99, %5728, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5730 = "stablehlo.dynamic_broadcast_in_dim"(%5711, %5729) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %5731 = "stablehlo.multiply"(%5727, %5730) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5732 = "stablehlo.add"(%5726, %5731) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5733 = "stablehlo.convert"(%5732) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %5734 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %5735 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5736 = "stablehlo.multiply"(%5735, %5734) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5737 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5738 = "stablehlo.add"(%5737, %5736) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5739 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5740 = "stablehlo.divide"(%5738, %5739) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5741 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5742 = "stablehlo.power"(%5741, %5740) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5743 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5744 = "stablehlo.divide"(%5743, %5742) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5745 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %5746 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5747 = "stablehlo.concatenate"(%5746, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5748 = "stablehlo.dynamic_broadcast_in_dim"(%5745, %5747) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %5749 = "stablehlo.broadcast_in_dim"(%5744) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %5750 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5751 = "stablehlo.concatenate"(%5750, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5752 = "stablehlo.dynamic_broadcast_in_dim"(%5748, %5751) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %5753 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5754 = "stablehlo.concatenate"(%5753, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5755 = "stablehlo.dynamic_broadcast_in_dim"(%5749, %5754) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %5756 = "stablehlo.multiply"(%5752, %5755) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %5757 = "stablehlo.concatenate"(%5756, %5756) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %5758 = "stablehlo.cosine"(%5757) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %5759 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5760 = "stablehlo.concatenate"(%99, %5759, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5761 = "stablehlo.dynamic_broadcast_in_dim"(%5758, %5760) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %5762 = "stablehlo.sine"(%5757) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %5763 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5764 = "stablehlo.concatenate"(%99, %5763, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5765 = "stablehlo.dynamic_broadcast_in_dim"(%5762, %5764) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %5766 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %5767 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5768 = "stablehlo.concatenate"(%99, %5767, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5769 = "stablehlo.dynamic_gather"(%5675, %5766, %5768) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %5770 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %5771 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5772 = "stablehlo.concatenate"(%99, %5771, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5773 = "stablehlo.dynamic_gather"(%5675, %5770, %5772) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %5774 = "stablehlo.negate"(%5773) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %5775 = "stablehlo.concatenate"(%5774, %5769) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %5776 = "stablehlo.convert"(%5675) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %5777 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5778 = "stablehlo.concatenate"(%99, %5777, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5779 = "stablehlo.dynamic_broadcast_in_dim"(%5761, %5778) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %5780 = "stablehlo.multiply"(%5776, %5779) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5781 = "stablehlo.convert"(%5775) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %5782 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5783 = "stablehlo.concatenate"(%99, %5782, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5784 = "stablehlo.dynamic_broadcast_in_dim"(%5765, %5783) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %5785 = "stablehlo.multiply"(%5781, %5784) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5786 = "stablehlo.add"(%5780, %5785) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5787 = "stablehlo.convert"(%5786) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %5788 = "stablehlo.dot_general"(%5733, %5787) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %5789 = "stablehlo.convert"(%5788) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %5790 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %5791 = "stablehlo.convert"(%5790) : (tensor<f32>) -> tensor<f32>
    %5792 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5793 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5794 = "stablehlo.concatenate"(%99, %95, %5792, %5793) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5795 = "stablehlo.dynamic_broadcast_in_dim"(%5791, %5794) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %5796 = "stablehlo.divide"(%5789, %5795) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %5797 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5798 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5799 = "stablehlo.concatenate"(%99, %99, %5797, %5798) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5800 = "stablehlo.dynamic_broadcast_in_dim"(%117, %5799) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %5801 = "func.call"(%arg17, %5800, %5796, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %5802 = "stablehlo.reduce"(%5801, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg364: tensor<f32>, %arg365: tensor<f32>):
      %7243 = "stablehlo.maximum"(%arg364, %arg365) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7243) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %5803 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5804 = "stablehlo.concatenate"(%99, %95, %5803) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5805 = "stablehlo.dynamic_broadcast_in_dim"(%86, %5804) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %5806 = "stablehlo.maximum"(%5805, %5802) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %5807 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5808 = "stablehlo.concatenate"(%99, %95, %5807, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5809 = "stablehlo.dynamic_broadcast_in_dim"(%5806, %5808) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %5810 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5811 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5812 = "stablehlo.concatenate"(%99, %95, %5810, %5811) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5813 = "stablehlo.dynamic_broadcast_in_dim"(%5809, %5812) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %5814 = "stablehlo.subtract"(%5801, %5813) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %5815 = "stablehlo.exponential"(%5814) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %5816 = "stablehlo.reduce"(%5815, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg362: tensor<f32>, %arg363: tensor<f32>):
      %7242 = "stablehlo.add"(%arg362, %arg363) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7242) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %5817 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5818 = "stablehlo.concatenate"(%99, %95, %5817, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5819 = "stablehlo.dynamic_broadcast_in_dim"(%5816, %5818) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %5820 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5821 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5822 = "stablehlo.concatenate"(%99, %95, %5820, %5821) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5823 = "stablehlo.dynamic_broadcast_in_dim"(%5819, %5822) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %5824 = "stablehlo.divide"(%5815, %5823) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %5825 = "stablehlo.convert"(%5824) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %5826 = "stablehlo.dot_general"(%5679, %5825) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %5827 = "stablehlo.transpose"(%5826) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %5828 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5829 = "stablehlo.concatenate"(%99, %5828, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5830 = "stablehlo.dynamic_reshape"(%5827, %5829) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %5831 = "stablehlo.dot_general"(%5830, %arg251) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5832 = "stablehlo.add"(%5642, %5831) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5833 = "stablehlo.convert"(%5832) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %5834 = "stablehlo.multiply"(%5833, %5833) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %5835 = "stablehlo.reduce"(%5834, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg360: tensor<f32>, %arg361: tensor<f32>):
      %7241 = "stablehlo.add"(%arg360, %arg361) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7241) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %5836 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5837 = "stablehlo.concatenate"(%99, %5836, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5838 = "stablehlo.dynamic_broadcast_in_dim"(%5835, %5837) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %5839 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5840 = "stablehlo.concatenate"(%99, %5839, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5841 = "stablehlo.dynamic_broadcast_in_dim"(%98, %5840) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %5842 = "stablehlo.divide"(%5838, %5841) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5843 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5844 = "stablehlo.concatenate"(%99, %5843, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5845 = "stablehlo.dynamic_broadcast_in_dim"(%97, %5844) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %5846 = "stablehlo.add"(%5842, %5845) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5847 = "stablehlo.rsqrt"(%5846) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5848 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5849 = "stablehlo.concatenate"(%99, %5848, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5850 = "stablehlo.dynamic_broadcast_in_dim"(%5847, %5849) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %5851 = "stablehlo.multiply"(%5833, %5850) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %5852 = "stablehlo.convert"(%5851) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %5853 = "stablehlo.broadcast_in_dim"(%arg246) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %5854 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5855 = "stablehlo.concatenate"(%99, %5854, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5856 = "stablehlo.dynamic_broadcast_in_dim"(%5853, %5855) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %5857 = "stablehlo.multiply"(%5852, %5856) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5858 = "stablehlo.dot_general"(%5857, %arg248) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %5859 = "func.call"(%arg17, %5858) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %5860 = "stablehlo.dot_general"(%5857, %arg249) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %5861 = "stablehlo.multiply"(%5859, %5860) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %5862 = "stablehlo.dot_general"(%5861, %arg247) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5863 = "stablehlo.add"(%5832, %5862) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5864 = "stablehlo.convert"(%5863) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %5865 = "stablehlo.multiply"(%5864, %5864) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %5866 = "stablehlo.reduce"(%5865, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg358: tensor<f32>, %arg359: tensor<f32>):
      %7240 = "stablehlo.add"(%arg358, %arg359) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7240) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %5867 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5868 = "stablehlo.concatenate"(%99, %5867, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5869 = "stablehlo.dynamic_broadcast_in_dim"(%5866, %5868) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %5870 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5871 = "stablehlo.concatenate"(%99, %5870, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5872 = "stablehlo.dynamic_broadcast_in_dim"(%98, %5871) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %5873 = "stablehlo.divide"(%5869, %5872) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5874 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5875 = "stablehlo.concatenate"(%99, %5874, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5876 = "stablehlo.dynamic_broadcast_in_dim"(%97, %5875) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %5877 = "stablehlo.add"(%5873, %5876) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5878 = "stablehlo.rsqrt"(%5877) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5879 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5880 = "stablehlo.concatenate"(%99, %5879, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5881 = "stablehlo.dynamic_broadcast_in_dim"(%5878, %5880) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %5882 = "stablehlo.multiply"(%5864, %5881) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %5883 = "stablehlo.convert"(%5882) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %5884 = "stablehlo.broadcast_in_dim"(%arg254) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %5885 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5886 = "stablehlo.concatenate"(%99, %5885, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5887 = "stablehlo.dynamic_broadcast_in_dim"(%5884, %5886) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %5888 = "stablehlo.multiply"(%5883, %5887) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5889 = "stablehlo.dot_general"(%5888, %arg261) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5890 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5891 = "stablehlo.concatenate"(%99, %5890, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5892 = "stablehlo.dynamic_reshape"(%5889, %5891) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %5893 = "stablehlo.dot_general"(%5888, %arg259) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5894 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5895 = "stablehlo.concatenate"(%99, %5894, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5896 = "stablehlo.dynamic_reshape"(%5893, %5895) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %5897 = "stablehlo.dot_general"(%5888, %arg262) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %5898 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5899 = "stablehlo.concatenate"(%99, %5898, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5900 = "stablehlo.dynamic_reshape"(%5897, %5899) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %5901 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %5902 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5903 = "stablehlo.multiply"(%5902, %5901) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5904 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5905 = "stablehlo.add"(%5904, %5903) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5906 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5907 = "stablehlo.divide"(%5905, %5906) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5908 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5909 = "stablehlo.power"(%5908, %5907) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5910 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5911 = "stablehlo.divide"(%5910, %5909) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5912 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %5913 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5914 = "stablehlo.concatenate"(%5913, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5915 = "stablehlo.dynamic_broadcast_in_dim"(%5912, %5914) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %5916 = "stablehlo.broadcast_in_dim"(%5911) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %5917 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5918 = "stablehlo.concatenate"(%5917, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5919 = "stablehlo.dynamic_broadcast_in_dim"(%5915, %5918) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %5920 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5921 = "stablehlo.concatenate"(%5920, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5922 = "stablehlo.dynamic_broadcast_in_dim"(%5916, %5921) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %5923 = "stablehlo.multiply"(%5919, %5922) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %5924 = "stablehlo.concatenate"(%5923, %5923) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %5925 = "stablehlo.cosine"(%5924) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %5926 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5927 = "stablehlo.concatenate"(%99, %5926, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5928 = "stablehlo.dynamic_broadcast_in_dim"(%5925, %5927) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %5929 = "stablehlo.sine"(%5924) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %5930 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5931 = "stablehlo.concatenate"(%99, %5930, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5932 = "stablehlo.dynamic_broadcast_in_dim"(%5929, %5931) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %5933 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %5934 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5935 = "stablehlo.concatenate"(%99, %5934, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5936 = "stablehlo.dynamic_gather"(%5892, %5933, %5935) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %5937 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %5938 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5939 = "stablehlo.concatenate"(%99, %5938, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5940 = "stablehlo.dynamic_gather"(%5892, %5937, %5939) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %5941 = "stablehlo.negate"(%5940) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %5942 = "stablehlo.concatenate"(%5941, %5936) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %5943 = "stablehlo.convert"(%5892) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %5944 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5945 = "stablehlo.concatenate"(%99, %5944, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5946 = "stablehlo.dynamic_broadcast_in_dim"(%5928, %5945) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %5947 = "stablehlo.multiply"(%5943, %5946) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5948 = "stablehlo.convert"(%5942) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %5949 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5950 = "stablehlo.concatenate"(%99, %5949, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5951 = "stablehlo.dynamic_broadcast_in_dim"(%5932, %5950) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %5952 = "stablehlo.multiply"(%5948, %5951) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5953 = "stablehlo.add"(%5947, %5952) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %5954 = "stablehlo.convert"(%5953) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %5955 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %5956 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5957 = "stablehlo.multiply"(%5956, %5955) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5958 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5959 = "stablehlo.add"(%5958, %5957) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5960 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5961 = "stablehlo.divide"(%5959, %5960) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5962 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5963 = "stablehlo.power"(%5962, %5961) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5964 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5965 = "stablehlo.divide"(%5964, %5963) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5966 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %5967 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5968 = "stablehlo.concatenate"(%5967, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5969 = "stablehlo.dynamic_broadcast_in_dim"(%5966, %5968) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %5970 = "stablehlo.broadcast_in_dim"(%5965) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %5971 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5972 = "stablehlo.concatenate"(%5971, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5973 = "stablehlo.dynamic_broadcast_in_dim"(%5969, %5972) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %5974 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5975 = "stablehlo.concatenate"(%5974, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5976 = "stablehlo.dynamic_broadcast_in_dim"(%5970, %5975) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %5977 = "stablehlo.multiply"(%5973, %5976) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %5978 = "stablehlo.concatenate"(%5977, %5977) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %5979 = "stablehlo.cosine"(%5978) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %5980 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5981 = "stablehlo.concatenate"(%99, %5980, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5982 = "stablehlo.dynamic_broadcast_in_dim"(%5979, %5981) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %5983 = "stablehlo.sine"(%5978) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %5984 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5985 = "stablehlo.concatenate"(%99, %5984, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5986 = "stablehlo.dynamic_broadcast_in_dim"(%5983, %5985) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %5987 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %5988 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5989 = "stablehlo.concatenate"(%99, %5988, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5990 = "stablehlo.dynamic_gather"(%5896, %5987, %5989) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %5991 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %5992 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5993 = "stablehlo.concatenate"(%99, %5992, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %5994 = "stablehlo.dynamic_gather"(%5896, %5991, %5993) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %5995 = "stablehlo.negate"(%5994) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %5996 = "stablehlo.concatenate"(%5995, %5990) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %5997 = "stablehlo.convert"(%5896) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %5998 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %5999 = "stablehlo.concatenate"(%99, %5998, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6000 = "stablehlo.dynamic_broadcast_in_dim"(%5982, %5999) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %6001 = "stablehlo.multiply"(%5997, %6000) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6002 = "stablehlo.convert"(%5996) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %6003 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6004 = "stablehlo.concatenate"(%99, %6003, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6005 = "stablehlo.dynamic_broadcast_in_dim"(%5986, %6004) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %6006 = "stablehlo.multiply"(%6002, %6005) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6007 = "stablehlo.add"(%6001, %6006) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6008 = "stablehlo.convert"(%6007) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %6009 = "stablehlo.dot_general"(%5954, %6008) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %6010 = "stablehlo.convert"(%6009) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %6011 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %6012 = "stablehlo.convert"(%6011) : (tensor<f32>) -> tensor<f32>
    %6013 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6014 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6015 = "stablehlo.concatenate"(%99, %95, %6013, %6014) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6016 = "stablehlo.dynamic_broadcast_in_dim"(%6012, %6015) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %6017 = "stablehlo.divide"(%6010, %6016) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %6018 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6019 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6020 = "stablehlo.concatenate"(%99, %99, %6018, %6019) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6021 = "stablehlo.dynamic_broadcast_in_dim"(%117, %6020) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %6022 = "func.call"(%arg17, %6021, %6017, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %6023 = "stablehlo.reduce"(%6022, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg356: tensor<f32>, %arg357: tensor<f32>):
      %7239 = "stablehlo.maximum"(%arg356, %arg357) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7239) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %6024 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6025 = "stablehlo.concatenate"(%99, %95, %6024) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6026 = "stablehlo.dynamic_broadcast_in_dim"(%86, %6025) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %6027 = "stablehlo.maximum"(%6026, %6023) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %6028 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6029 = "stablehlo.concatenate"(%99, %95, %6028, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6030 = "stablehlo.dynamic_broadcast_in_dim"(%6027, %6029) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %6031 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6032 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6033 = "stablehlo.concatenate"(%99, %95, %6031, %6032) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6034 = "stablehlo.dynamic_broadcast_in_dim"(%6030, %6033) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %6035 = "stablehlo.subtract"(%6022, %6034) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %6036 = "stablehlo.exponential"(%6035) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %6037 = "stablehlo.reduce"(%6036, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg354: tensor<f32>, %arg355: tensor<f32>):
      %7238 = "stablehlo.add"(%arg354, %arg355) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7238) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %6038 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6039 = "stablehlo.concatenate"(%99, %95, %6038, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6040 = "stablehlo.dynamic_broadcast_in_dim"(%6037, %6039) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %6041 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6042 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6043 = "stablehlo.concatenate"(%99, %95, %6041, %6042) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6044 = "stablehlo.dynamic_broadcast_in_dim"(%6040, %6043) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %6045 = "stablehlo.divide"(%6036, %6044) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %6046 = "stablehlo.convert"(%6045) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %6047 = "stablehlo.dot_general"(%5900, %6046) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %6048 = "stablehlo.transpose"(%6047) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %6049 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6050 = "stablehlo.concatenate"(%99, %6049, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6051 = "stablehlo.dynamic_reshape"(%6048, %6050) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %6052 = "stablehlo.dot_general"(%6051, %arg260) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6053 = "stablehlo.add"(%5863, %6052) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6054 = "stablehlo.convert"(%6053) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %6055 = "stablehlo.multiply"(%6054, %6054) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %6056 = "stablehlo.reduce"(%6055, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg352: tensor<f32>, %arg353: tensor<f32>):
      %7237 = "stablehlo.add"(%arg352, %arg353) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7237) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %6057 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6058 = "stablehlo.concatenate"(%99, %6057, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6059 = "stablehlo.dynamic_broadcast_in_dim"(%6056, %6058) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6060 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6061 = "stablehlo.concatenate"(%99, %6060, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6062 = "stablehlo.dynamic_broadcast_in_dim"(%98, %6061) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6063 = "stablehlo.divide"(%6059, %6062) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6064 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6065 = "stablehlo.concatenate"(%99, %6064, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6066 = "stablehlo.dynamic_broadcast_in_dim"(%97, %6065) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6067 = "stablehlo.add"(%6063, %6066) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6068 = "stablehlo.rsqrt"(%6067) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6069 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6070 = "stablehlo.concatenate"(%99, %6069, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6071 = "stablehlo.dynamic_broadcast_in_dim"(%6068, %6070) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %6072 = "stablehlo.multiply"(%6054, %6071) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %6073 = "stablehlo.convert"(%6072) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %6074 = "stablehlo.broadcast_in_dim"(%arg255) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %6075 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6076 = "stablehlo.concatenate"(%99, %6075, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6077 = "stablehlo.dynamic_broadcast_in_dim"(%6074, %6076) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %6078 = "stablehlo.multiply"(%6073, %6077) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6079 = "stablehlo.dot_general"(%6078, %arg257) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %6080 = "func.call"(%arg17, %6079) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %6081 = "stablehlo.dot_general"(%6078, %arg258) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %6082 = "stablehlo.multiply"(%6080, %6081) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %6083 = "stablehlo.dot_general"(%6082, %arg256) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6084 = "stablehlo.add"(%6053, %6083) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6085 = "stablehlo.convert"(%6084) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %6086 = "stablehlo.multiply"(%6085, %6085) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %6087 = "stablehlo.reduce"(%6086, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg350: tensor<f32>, %arg351: tensor<f32>):
      %7236 = "stablehlo.add"(%arg350, %arg351) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7236) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %6088 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6089 = "stablehlo.concatenate"(%99, %6088, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6090 = "stablehlo.dynamic_broadcast_in_dim"(%6087, %6089) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6091 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6092 = "stablehlo.concatenate"(%99, %6091, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6093 = "stablehlo.dynamic_broadcast_in_dim"(%98, %6092) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6094 = "stablehlo.divide"(%6090, %6093) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6095 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6096 = "stablehlo.concatenate"(%99, %6095, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6097 = "stablehlo.dynamic_broadcast_in_dim"(%97, %6096) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6098 = "stablehlo.add"(%6094, %6097) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6099 = "stablehlo.rsqrt"(%6098) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6100 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6101 = "stablehlo.concatenate"(%99, %6100, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6102 = "stablehlo.dynamic_broadcast_in_dim"(%6099, %6101) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %6103 = "stablehlo.multiply"(%6085, %6102) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %6104 = "stablehlo.convert"(%6103) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %6105 = "stablehlo.broadcast_in_dim"(%arg263) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %6106 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6107 = "stablehlo.concatenate"(%99, %6106, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6108 = "stablehlo.dynamic_broadcast_in_dim"(%6105, %6107) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %6109 = "stablehlo.multiply"(%6104, %6108) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6110 = "stablehlo.dot_general"(%6109, %arg270) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6111 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6112 = "stablehlo.concatenate"(%99, %6111, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6113 = "stablehlo.dynamic_reshape"(%6110, %6112) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %6114 = "stablehlo.dot_general"(%6109, %arg268) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6115 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6116 = "stablehlo.concatenate"(%99, %6115, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6117 = "stablehlo.dynamic_reshape"(%6114, %6116) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %6118 = "stablehlo.dot_general"(%6109, %arg271) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6119 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6120 = "stablehlo.concatenate"(%99, %6119, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6121 = "stablehlo.dynamic_reshape"(%6118, %6120) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %6122 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %6123 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6124 = "stablehlo.multiply"(%6123, %6122) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6125 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6126 = "stablehlo.add"(%6125, %6124) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6127 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6128 = "stablehlo.divide"(%6126, %6127) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6129 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6130 = "stablehlo.power"(%6129, %6128) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6131 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6132 = "stablehlo.divide"(%6131, %6130) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6133 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %6134 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6135 = "stablehlo.concatenate"(%6134, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6136 = "stablehlo.dynamic_broadcast_in_dim"(%6133, %6135) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %6137 = "stablehlo.broadcast_in_dim"(%6132) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %6138 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6139 = "stablehlo.concatenate"(%6138, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6140 = "stablehlo.dynamic_broadcast_in_dim"(%6136, %6139) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %6141 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6142 = "stablehlo.concatenate"(%6141, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6143 = "stablehlo.dynamic_broadcast_in_dim"(%6137, %6142) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %6144 = "stablehlo.multiply"(%6140, %6143) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %6145 = "stablehlo.concatenate"(%6144, %6144) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %6146 = "stablehlo.cosine"(%6145) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %6147 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6148 = "stablehlo.concatenate"(%99, %6147, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6149 = "stablehlo.dynamic_broadcast_in_dim"(%6146, %6148) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %6150 = "stablehlo.sine"(%6145) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %6151 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6152 = "stablehlo.concatenate"(%99, %6151, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6153 = "stablehlo.dynamic_broadcast_in_dim"(%6150, %6152) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %6154 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %6155 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6156 = "stablehlo.concatenate"(%99, %6155, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6157 = "stablehlo.dynamic_gather"(%6113, %6154, %6156) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %6158 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %6159 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6160 = "stablehlo.concatenate"(%99, %6159, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6161 = "stablehlo.dynamic_gather"(%6113, %6158, %6160) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %6162 = "stablehlo.negate"(%6161) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %6163 = "stablehlo.concatenate"(%6162, %6157) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %6164 = "stablehlo.convert"(%6113) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %6165 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6166 = "stablehlo.concatenate"(%99, %6165, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6167 = "stablehlo.dynamic_broadcast_in_dim"(%6149, %6166) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %6168 = "stablehlo.multiply"(%6164, %6167) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6169 = "stablehlo.convert"(%6163) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %6170 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6171 = "stablehlo.concatenate"(%99, %6170, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6172 = "stablehlo.dynamic_broadcast_in_dim"(%6153, %6171) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %6173 = "stablehlo.multiply"(%6169, %6172) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6174 = "stablehlo.add"(%6168, %6173) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6175 = "stablehlo.convert"(%6174) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %6176 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %6177 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6178 = "stablehlo.multiply"(%6177, %6176) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6179 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6180 = "stablehlo.add"(%6179, %6178) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6181 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6182 = "stablehlo.divide"(%6180, %6181) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6183 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6184 = "stablehlo.power"(%6183, %6182) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6185 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6186 = "stablehlo.divide"(%6185, %6184) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6187 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %6188 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6189 = "stablehlo.concatenate"(%6188, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6190 = "stablehlo.dynamic_broadcast_in_dim"(%6187, %6189) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %6191 = "stablehlo.broadcast_in_dim"(%6186) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %6192 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6193 = "stablehlo.concatenate"(%6192, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6194 = "stablehlo.dynamic_broadcast_in_dim"(%6190, %6193) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %6195 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6196 = "stablehlo.concatenate"(%6195, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6197 = "stablehlo.dynamic_broadcast_in_dim"(%6191, %6196) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %6198 = "stablehlo.multiply"(%6194, %6197) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %6199 = "stablehlo.concatenate"(%6198, %6198) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %6200 = "stablehlo.cosine"(%6199) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %6201 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6202 = "stablehlo.concatenate"(%99, %6201, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6203 = "stablehlo.dynamic_broadcast_in_dim"(%6200, %6202) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %6204 = "stablehlo.sine"(%6199) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %6205 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6206 = "stablehlo.concatenate"(%99, %6205, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6207 = "stablehlo.dynamic_broadcast_in_dim"(%6204, %6206) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %6208 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %6209 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6210 = "stablehlo.concatenate"(%99, %6209, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6211 = "stablehlo.dynamic_gather"(%6117, %6208, %6210) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %6212 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %6213 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6214 = "stablehlo.concatenate"(%99, %6213, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6215 = "stablehlo.dynamic_gather"(%6117, %6212, %6214) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %6216 = "stablehlo.negate"(%6215) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %6217 = "stablehlo.concatenate"(%6216, %6211) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %6218 = "stablehlo.convert"(%6117) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %6219 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6220 = "stablehlo.concatenate"(%99, %6219, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6221 = "stablehlo.dynamic_broadcast_in_dim"(%6203, %6220) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %6222 = "stablehlo.multiply"(%6218, %6221) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6223 = "stablehlo.convert"(%6217) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %6224 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6225 = "stablehlo.concatenate"(%99, %6224, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6226 = "stablehlo.dynamic_broadcast_in_dim"(%6207, %6225) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %6227 = "stablehlo.multiply"(%6223, %6226) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6228 = "stablehlo.add"(%6222, %6227) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6229 = "stablehlo.convert"(%6228) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %6230 = "stablehlo.dot_general"(%6175, %6229) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %6231 = "stablehlo.convert"(%6230) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %6232 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %6233 = "stablehlo.convert"(%6232) : (tensor<f32>) -> tensor<f32>
    %6234 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6235 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6236 = "stablehlo.concatenate"(%99, %95, %6234, %6235) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6237 = "stablehlo.dynamic_broadcast_in_dim"(%6233, %6236) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %6238 = "stablehlo.divide"(%6231, %6237) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %6239 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6240 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6241 = "stablehlo.concatenate"(%99, %99, %6239, %6240) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6242 = "stablehlo.dynamic_broadcast_in_dim"(%117, %6241) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %6243 = "func.call"(%arg17, %6242, %6238, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %6244 = "stablehlo.reduce"(%6243, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg348: tensor<f32>, %arg349: tensor<f32>):
      %7235 = "stablehlo.maximum"(%arg348, %arg349) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7235) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %6245 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6246 = "stablehlo.concatenate"(%99, %95, %6245) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6247 = "stablehlo.dynamic_broadcast_in_dim"(%86, %6246) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %6248 = "stablehlo.maximum"(%6247, %6244) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %6249 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6250 = "stablehlo.concatenate"(%99, %95, %6249, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6251 = "stablehlo.dynamic_broadcast_in_dim"(%6248, %6250) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %6252 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6253 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6254 = "stablehlo.concatenate"(%99, %95, %6252, %6253) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6255 = "stablehlo.dynamic_broadcast_in_dim"(%6251, %6254) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %6256 = "stablehlo.subtract"(%6243, %6255) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %6257 = "stablehlo.exponential"(%6256) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %6258 = "stablehlo.reduce"(%6257, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg346: tensor<f32>, %arg347: tensor<f32>):
      %7234 = "stablehlo.add"(%arg346, %arg347) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7234) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %6259 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6260 = "stablehlo.concatenate"(%99, %95, %6259, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6261 = "stablehlo.dynamic_broadcast_in_dim"(%6258, %6260) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %6262 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6263 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6264 = "stablehlo.concatenate"(%99, %95, %6262, %6263) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6265 = "stablehlo.dynamic_broadcast_in_dim"(%6261, %6264) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %6266 = "stablehlo.divide"(%6257, %6265) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %6267 = "stablehlo.convert"(%6266) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %6268 = "stablehlo.dot_general"(%6121, %6267) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %6269 = "stablehlo.transpose"(%6268) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %6270 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6271 = "stablehlo.concatenate"(%99, %6270, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6272 = "stablehlo.dynamic_reshape"(%6269, %6271) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %6273 = "stablehlo.dot_general"(%6272, %arg269) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6274 = "stablehlo.add"(%6084, %6273) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6275 = "stablehlo.convert"(%6274) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %6276 = "stablehlo.multiply"(%6275, %6275) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %6277 = "stablehlo.reduce"(%6276, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg344: tensor<f32>, %arg345: tensor<f32>):
      %7233 = "stablehlo.add"(%arg344, %arg345) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7233) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %6278 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6279 = "stablehlo.concatenate"(%99, %6278, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6280 = "stablehlo.dynamic_broadcast_in_dim"(%6277, %6279) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6281 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6282 = "stablehlo.concatenate"(%99, %6281, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6283 = "stablehlo.dynamic_broadcast_in_dim"(%98, %6282) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6284 = "stablehlo.divide"(%6280, %6283) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6285 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6286 = "stablehlo.concatenate"(%99, %6285, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6287 = "stablehlo.dynamic_broadcast_in_dim"(%97, %6286) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6288 = "stablehlo.add"(%6284, %6287) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6289 = "stablehlo.rsqrt"(%6288) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6290 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6291 = "stablehlo.concatenate"(%99, %6290, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6292 = "stablehlo.dynamic_broadcast_in_dim"(%6289, %6291) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %6293 = "stablehlo.multiply"(%6275, %6292) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %6294 = "stablehlo.convert"(%6293) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %6295 = "stablehlo.broadcast_in_dim"(%arg264) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %6296 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6297 = "stablehlo.concatenate"(%99, %6296, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6298 = "stablehlo.dynamic_broadcast_in_dim"(%6295, %6297) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %6299 = "stablehlo.multiply"(%6294, %6298) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6300 = "stablehlo.dot_general"(%6299, %arg266) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %6301 = "func.call"(%arg17, %6300) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %6302 = "stablehlo.dot_general"(%6299, %arg267) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %6303 = "stablehlo.multiply"(%6301, %6302) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %6304 = "stablehlo.dot_general"(%6303, %arg265) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6305 = "stablehlo.add"(%6274, %6304) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6306 = "stablehlo.convert"(%6305) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %6307 = "stablehlo.multiply"(%6306, %6306) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %6308 = "stablehlo.reduce"(%6307, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg342: tensor<f32>, %arg343: tensor<f32>):
      %7232 = "stablehlo.add"(%arg342, %arg343) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7232) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %6309 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6310 = "stablehlo.concatenate"(%99, %6309, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6311 = "stablehlo.dynamic_broadcast_in_dim"(%6308, %6310) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6312 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6313 = "stablehlo.concatenate"(%99, %6312, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6314 = "stablehlo.dynamic_broadcast_in_dim"(%98, %6313) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6315 = "stablehlo.divide"(%6311, %6314) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6316 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6317 = "stablehlo.concatenate"(%99, %6316, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6318 = "stablehlo.dynamic_broadcast_in_dim"(%97, %6317) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6319 = "stablehlo.add"(%6315, %6318) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6320 = "stablehlo.rsqrt"(%6319) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6321 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6322 = "stablehlo.concatenate"(%99, %6321, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6323 = "stablehlo.dynamic_broadcast_in_dim"(%6320, %6322) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %6324 = "stablehlo.multiply"(%6306, %6323) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %6325 = "stablehlo.convert"(%6324) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %6326 = "stablehlo.broadcast_in_dim"(%arg272) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %6327 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6328 = "stablehlo.concatenate"(%99, %6327, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6329 = "stablehlo.dynamic_broadcast_in_dim"(%6326, %6328) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %6330 = "stablehlo.multiply"(%6325, %6329) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6331 = "stablehlo.dot_general"(%6330, %arg279) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6332 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6333 = "stablehlo.concatenate"(%99, %6332, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6334 = "stablehlo.dynamic_reshape"(%6331, %6333) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %6335 = "stablehlo.dot_general"(%6330, %arg277) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6336 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6337 = "stablehlo.concatenate"(%99, %6336, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6338 = "stablehlo.dynamic_reshape"(%6335, %6337) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %6339 = "stablehlo.dot_general"(%6330, %arg280) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6340 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6341 = "stablehlo.concatenate"(%99, %6340, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6342 = "stablehlo.dynamic_reshape"(%6339, %6341) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %6343 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %6344 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6345 = "stablehlo.multiply"(%6344, %6343) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6346 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6347 = "stablehlo.add"(%6346, %6345) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6348 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6349 = "stablehlo.divide"(%6347, %6348) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6350 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6351 = "stablehlo.power"(%6350, %6349) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6352 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6353 = "stablehlo.divide"(%6352, %6351) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6354 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %6355 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6356 = "stablehlo.concatenate"(%6355, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6357 = "stablehlo.dynamic_broadcast_in_dim"(%6354, %6356) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %6358 = "stablehlo.broadcast_in_dim"(%6353) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %6359 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6360 = "stablehlo.concatenate"(%6359, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6361 = "stablehlo.dynamic_broadcast_in_dim"(%6357, %6360) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %6362 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6363 = "stablehlo.concatenate"(%6362, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6364 = "stablehlo.dynamic_broadcast_in_dim"(%6358, %6363) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %6365 = "stablehlo.multiply"(%6361, %6364) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %6366 = "stablehlo.concatenate"(%6365, %6365) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %6367 = "stablehlo.cosine"(%6366) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %6368 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6369 = "stablehlo.concatenate"(%99, %6368, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6370 = "stablehlo.dynamic_broadcast_in_dim"(%6367, %6369) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %6371 = "stablehlo.sine"(%6366) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %6372 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6373 = "stablehlo.concatenate"(%99, %6372, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6374 = "stablehlo.dynamic_broadcast_in_dim"(%6371, %6373) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %6375 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %6376 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6377 = "stablehlo.concatenate"(%99, %6376, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6378 = "stablehlo.dynamic_gather"(%6334, %6375, %6377) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %6379 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %6380 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6381 = "stablehlo.concatenate"(%99, %6380, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6382 = "stablehlo.dynamic_gather"(%6334, %6379, %6381) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %6383 = "stablehlo.negate"(%6382) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %6384 = "stablehlo.concatenate"(%6383, %6378) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %6385 = "stablehlo.convert"(%6334) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %6386 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6387 = "stablehlo.concatenate"(%99, %6386, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6388 = "stablehlo.dynamic_broadcast_in_dim"(%6370, %6387) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %6389 = "stablehlo.multiply"(%6385, %6388) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6390 = "stablehlo.convert"(%6384) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %6391 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6392 = "stablehlo.concatenate"(%99, %6391, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6393 = "stablehlo.dynamic_broadcast_in_dim"(%6374, %6392) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %6394 = "stablehlo.multiply"(%6390, %6393) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6395 = "stablehlo.add"(%6389, %6394) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6396 = "stablehlo.convert"(%6395) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %6397 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %6398 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6399 = "stablehlo.multiply"(%6398, %6397) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6400 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6401 = "stablehlo.add"(%6400, %6399) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6402 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6403 = "stablehlo.divide"(%6401, %6402) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6404 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6405 = "stablehlo.power"(%6404, %6403) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6406 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6407 = "stablehlo.divide"(%6406, %6405) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6408 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %6409 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6410 = "stablehlo.concatenate"(%6409, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6411 = "stablehlo.dynamic_broadcast_in_dim"(%6408, %6410) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %6412 = "stablehlo.broadcast_in_dim"(%6407) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %6413 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6414 = "stablehlo.concatenate"(%6413, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6415 = "stablehlo.dynamic_broadcast_in_dim"(%6411, %6414) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %6416 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6417 = "stablehlo.concatenate"(%6416, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6418 = "stablehlo.dynamic_broadcast_in_dim"(%6412, %6417) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %6419 = "stablehlo.multiply"(%6415, %6418) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %6420 = "stablehlo.concatenate"(%6419, %6419) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %6421 = "stablehlo.cosine"(%6420) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %6422 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6423 = "stablehlo.concatenate"(%99, %6422, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6424 = "stablehlo.dynamic_broadcast_in_dim"(%6421, %6423) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %6425 = "stablehlo.sine"(%6420) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %6426 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6427 = "stablehlo.concatenate"(%99, %6426, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6428 = "stablehlo.dynamic_broadcast_in_dim"(%6425, %6427) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %6429 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %6430 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6431 = "stablehlo.concatenate"(%99, %6430, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6432 = "stablehlo.dynamic_gather"(%6338, %6429, %6431) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %6433 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %6434 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6435 = "stablehlo.concatenate"(%99, %6434, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6436 = "stablehlo.dynamic_gather"(%6338, %6433, %6435) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %6437 = "stablehlo.negate"(%6436) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %6438 = "stablehlo.concatenate"(%6437, %6432) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %6439 = "stablehlo.convert"(%6338) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %6440 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6441 = "stablehlo.concatenate"(%99, %6440, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6442 = "stablehlo.dynamic_broadcast_in_dim"(%6424, %6441) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %6443 = "stablehlo.multiply"(%6439, %6442) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6444 = "stablehlo.convert"(%6438) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %6445 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6446 = "stablehlo.concatenate"(%99, %6445, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6447 = "stablehlo.dynamic_broadcast_in_dim"(%6428, %6446) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %6448 = "stablehlo.multiply"(%6444, %6447) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6449 = "stablehlo.add"(%6443, %6448) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6450 = "stablehlo.convert"(%6449) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %6451 = "stablehlo.dot_general"(%6396, %6450) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %6452 = "stablehlo.convert"(%6451) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %6453 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %6454 = "stablehlo.convert"(%6453) : (tensor<f32>) -> tensor<f32>
    %6455 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6456 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6457 = "stablehlo.concatenate"(%99, %95, %6455, %6456) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6458 = "stablehlo.dynamic_broadcast_in_dim"(%6454, %6457) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %6459 = "stablehlo.divide"(%6452, %6458) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %6460 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6461 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6462 = "stablehlo.concatenate"(%99, %99, %6460, %6461) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6463 = "stablehlo.dynamic_broadcast_in_dim"(%117, %6462) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %6464 = "func.call"(%arg17, %6463, %6459, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %6465 = "stablehlo.reduce"(%6464, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg340: tensor<f32>, %arg341: tensor<f32>):
      %7231 = "stablehlo.maximum"(%arg340, %arg341) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7231) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %6466 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6467 = "stablehlo.concatenate"(%99, %95, %6466) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6468 = "stablehlo.dynamic_broadcast_in_dim"(%86, %6467) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %6469 = "stablehlo.maximum"(%6468, %6465) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %6470 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6471 = "stablehlo.concatenate"(%99, %95, %6470, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6472 = "stablehlo.dynamic_broadcast_in_dim"(%6469, %6471) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %6473 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6474 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6475 = "stablehlo.concatenate"(%99, %95, %6473, %6474) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6476 = "stablehlo.dynamic_broadcast_in_dim"(%6472, %6475) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %6477 = "stablehlo.subtract"(%6464, %6476) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %6478 = "stablehlo.exponential"(%6477) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %6479 = "stablehlo.reduce"(%6478, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg338: tensor<f32>, %arg339: tensor<f32>):
      %7230 = "stablehlo.add"(%arg338, %arg339) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7230) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %6480 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6481 = "stablehlo.concatenate"(%99, %95, %6480, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6482 = "stablehlo.dynamic_broadcast_in_dim"(%6479, %6481) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %6483 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6484 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6485 = "stablehlo.concatenate"(%99, %95, %6483, %6484) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6486 = "stablehlo.dynamic_broadcast_in_dim"(%6482, %6485) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %6487 = "stablehlo.divide"(%6478, %6486) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %6488 = "stablehlo.convert"(%6487) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %6489 = "stablehlo.dot_general"(%6342, %6488) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %6490 = "stablehlo.transpose"(%6489) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %6491 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6492 = "stablehlo.concatenate"(%99, %6491, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6493 = "stablehlo.dynamic_reshape"(%6490, %6492) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %6494 = "stablehlo.dot_general"(%6493, %arg278) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6495 = "stablehlo.add"(%6305, %6494) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6496 = "stablehlo.convert"(%6495) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %6497 = "stablehlo.multiply"(%6496, %6496) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %6498 = "stablehlo.reduce"(%6497, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg336: tensor<f32>, %arg337: tensor<f32>):
      %7229 = "stablehlo.add"(%arg336, %arg337) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7229) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %6499 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6500 = "stablehlo.concatenate"(%99, %6499, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6501 = "stablehlo.dynamic_broadcast_in_dim"(%6498, %6500) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6502 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6503 = "stablehlo.concatenate"(%99, %6502, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6504 = "stablehlo.dynamic_broadcast_in_dim"(%98, %6503) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6505 = "stablehlo.divide"(%6501, %6504) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6506 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6507 = "stablehlo.concatenate"(%99, %6506, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6508 = "stablehlo.dynamic_broadcast_in_dim"(%97, %6507) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6509 = "stablehlo.add"(%6505, %6508) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6510 = "stablehlo.rsqrt"(%6509) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6511 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6512 = "stablehlo.concatenate"(%99, %6511, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6513 = "stablehlo.dynamic_broadcast_in_dim"(%6510, %6512) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %6514 = "stablehlo.multiply"(%6496, %6513) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %6515 = "stablehlo.convert"(%6514) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %6516 = "stablehlo.broadcast_in_dim"(%arg273) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %6517 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6518 = "stablehlo.concatenate"(%99, %6517, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6519 = "stablehlo.dynamic_broadcast_in_dim"(%6516, %6518) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %6520 = "stablehlo.multiply"(%6515, %6519) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6521 = "stablehlo.dot_general"(%6520, %arg275) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %6522 = "func.call"(%arg17, %6521) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %6523 = "stablehlo.dot_general"(%6520, %arg276) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %6524 = "stablehlo.multiply"(%6522, %6523) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %6525 = "stablehlo.dot_general"(%6524, %arg274) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6526 = "stablehlo.add"(%6495, %6525) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6527 = "stablehlo.convert"(%6526) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %6528 = "stablehlo.multiply"(%6527, %6527) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %6529 = "stablehlo.reduce"(%6528, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg334: tensor<f32>, %arg335: tensor<f32>):
      %7228 = "stablehlo.add"(%arg334, %arg335) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7228) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %6530 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6531 = "stablehlo.concatenate"(%99, %6530, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6532 = "stablehlo.dynamic_broadcast_in_dim"(%6529, %6531) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6533 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6534 = "stablehlo.concatenate"(%99, %6533, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6535 = "stablehlo.dynamic_broadcast_in_dim"(%98, %6534) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6536 = "stablehlo.divide"(%6532, %6535) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6537 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6538 = "stablehlo.concatenate"(%99, %6537, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6539 = "stablehlo.dynamic_broadcast_in_dim"(%97, %6538) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6540 = "stablehlo.add"(%6536, %6539) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6541 = "stablehlo.rsqrt"(%6540) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6542 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6543 = "stablehlo.concatenate"(%99, %6542, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6544 = "stablehlo.dynamic_broadcast_in_dim"(%6541, %6543) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %6545 = "stablehlo.multiply"(%6527, %6544) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %6546 = "stablehlo.convert"(%6545) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %6547 = "stablehlo.broadcast_in_dim"(%arg281) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %6548 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6549 = "stablehlo.concatenate"(%99, %6548, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6550 = "stablehlo.dynamic_broadcast_in_dim"(%6547, %6549) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %6551 = "stablehlo.multiply"(%6546, %6550) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6552 = "stablehlo.dot_general"(%6551, %arg288) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6553 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6554 = "stablehlo.concatenate"(%99, %6553, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6555 = "stablehlo.dynamic_reshape"(%6552, %6554) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %6556 = "stablehlo.dot_general"(%6551, %arg286) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6557 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6558 = "stablehlo.concatenate"(%99, %6557, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6559 = "stablehlo.dynamic_reshape"(%6556, %6558) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %6560 = "stablehlo.dot_general"(%6551, %arg289) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6561 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6562 = "stablehlo.concatenate"(%99, %6561, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6563 = "stablehlo.dynamic_reshape"(%6560, %6562) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %6564 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %6565 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6566 = "stablehlo.multiply"(%6565, %6564) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6567 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6568 = "stablehlo.add"(%6567, %6566) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6569 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6570 = "stablehlo.divide"(%6568, %6569) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6571 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6572 = "stablehlo.power"(%6571, %6570) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6573 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6574 = "stablehlo.divide"(%6573, %6572) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6575 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %6576 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6577 = "stablehlo.concatenate"(%6576, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6578 = "stablehlo.dynamic_broadcast_in_dim"(%6575, %6577) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %6579 = "stablehlo.broadcast_in_dim"(%6574) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %6580 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6581 = "stablehlo.concatenate"(%6580, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6582 = "stablehlo.dynamic_broadcast_in_dim"(%6578, %6581) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %6583 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6584 = "stablehlo.concatenate"(%6583, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6585 = "stablehlo.dynamic_broadcast_in_dim"(%6579, %6584) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %6586 = "stablehlo.multiply"(%6582, %6585) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %6587 = "stablehlo.concatenate"(%6586, %6586) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %6588 = "stablehlo.cosine"(%6587) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %6589 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6590 = "stablehlo.concatenate"(%99, %6589, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6591 = "stablehlo.dynamic_broadcast_in_dim"(%6588, %6590) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %6592 = "stablehlo.sine"(%6587) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %6593 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6594 = "stablehlo.concatenate"(%99, %6593, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6595 = "stablehlo.dynamic_broadcast_in_dim"(%6592, %6594) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %6596 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %6597 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6598 = "stablehlo.concatenate"(%99, %6597, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6599 = "stablehlo.dynamic_gather"(%6555, %6596, %6598) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %6600 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %6601 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6602 = "stablehlo.concatenate"(%99, %6601, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6603 = "stablehlo.dynamic_gather"(%6555, %6600, %6602) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %6604 = "stablehlo.negate"(%6603) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %6605 = "stablehlo.concatenate"(%6604, %6599) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %6606 = "stablehlo.convert"(%6555) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %6607 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6608 = "stablehlo.concatenate"(%99, %6607, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6609 = "stablehlo.dynamic_broadcast_in_dim"(%6591, %6608) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %6610 = "stablehlo.multiply"(%6606, %6609) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6611 = "stablehlo.convert"(%6605) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %6612 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6613 = "stablehlo.concatenate"(%99, %6612, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6614 = "stablehlo.dynamic_broadcast_in_dim"(%6595, %6613) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %6615 = "stablehlo.multiply"(%6611, %6614) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6616 = "stablehlo.add"(%6610, %6615) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6617 = "stablehlo.convert"(%6616) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %6618 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %6619 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6620 = "stablehlo.multiply"(%6619, %6618) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6621 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6622 = "stablehlo.add"(%6621, %6620) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6623 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6624 = "stablehlo.divide"(%6622, %6623) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6625 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6626 = "stablehlo.power"(%6625, %6624) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6627 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6628 = "stablehlo.divide"(%6627, %6626) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6629 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %6630 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6631 = "stablehlo.concatenate"(%6630, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6632 = "stablehlo.dynamic_broadcast_in_dim"(%6629, %6631) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %6633 = "stablehlo.broadcast_in_dim"(%6628) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %6634 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6635 = "stablehlo.concatenate"(%6634, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6636 = "stablehlo.dynamic_broadcast_in_dim"(%6632, %6635) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %6637 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6638 = "stablehlo.concatenate"(%6637, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6639 = "stablehlo.dynamic_broadcast_in_dim"(%6633, %6638) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %6640 = "stablehlo.multiply"(%6636, %6639) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %6641 = "stablehlo.concatenate"(%6640, %6640) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %6642 = "stablehlo.cosine"(%6641) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %6643 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6644 = "stablehlo.concatenate"(%99, %6643, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6645 = "stablehlo.dynamic_broadcast_in_dim"(%6642, %6644) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %6646 = "stablehlo.sine"(%6641) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %6647 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6648 = "stablehlo.concatenate"(%99, %6647, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6649 = "stablehlo.dynamic_broadcast_in_dim"(%6646, %6648) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %6650 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %6651 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6652 = "stablehlo.concatenate"(%99, %6651, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6653 = "stablehlo.dynamic_gather"(%6559, %6650, %6652) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %6654 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %6655 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6656 = "stablehlo.concatenate"(%99, %6655, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6657 = "stablehlo.dynamic_gather"(%6559, %6654, %6656) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %6658 = "stablehlo.negate"(%6657) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %6659 = "stablehlo.concatenate"(%6658, %6653) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %6660 = "stablehlo.convert"(%6559) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %6661 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6662 = "stablehlo.concatenate"(%99, %6661, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6663 = "stablehlo.dynamic_broadcast_in_dim"(%6645, %6662) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %6664 = "stablehlo.multiply"(%6660, %6663) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6665 = "stablehlo.convert"(%6659) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %6666 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6667 = "stablehlo.concatenate"(%99, %6666, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6668 = "stablehlo.dynamic_broadcast_in_dim"(%6649, %6667) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %6669 = "stablehlo.multiply"(%6665, %6668) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6670 = "stablehlo.add"(%6664, %6669) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6671 = "stablehlo.convert"(%6670) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %6672 = "stablehlo.dot_general"(%6617, %6671) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %6673 = "stablehlo.convert"(%6672) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %6674 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %6675 = "stablehlo.convert"(%6674) : (tensor<f32>) -> tensor<f32>
    %6676 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6677 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6678 = "stablehlo.concatenate"(%99, %95, %6676, %6677) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6679 = "stablehlo.dynamic_broadcast_in_dim"(%6675, %6678) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %6680 = "stablehlo.divide"(%6673, %6679) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %6681 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6682 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6683 = "stablehlo.concatenate"(%99, %99, %6681, %6682) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6684 = "stablehlo.dynamic_broadcast_in_dim"(%117, %6683) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %6685 = "func.call"(%arg17, %6684, %6680, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %6686 = "stablehlo.reduce"(%6685, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg332: tensor<f32>, %arg333: tensor<f32>):
      %7227 = "stablehlo.maximum"(%arg332, %arg333) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7227) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %6687 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6688 = "stablehlo.concatenate"(%99, %95, %6687) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6689 = "stablehlo.dynamic_broadcast_in_dim"(%86, %6688) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %6690 = "stablehlo.maximum"(%6689, %6686) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %6691 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6692 = "stablehlo.concatenate"(%99, %95, %6691, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6693 = "stablehlo.dynamic_broadcast_in_dim"(%6690, %6692) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %6694 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6695 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6696 = "stablehlo.concatenate"(%99, %95, %6694, %6695) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6697 = "stablehlo.dynamic_broadcast_in_dim"(%6693, %6696) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %6698 = "stablehlo.subtract"(%6685, %6697) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %6699 = "stablehlo.exponential"(%6698) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %6700 = "stablehlo.reduce"(%6699, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg330: tensor<f32>, %arg331: tensor<f32>):
      %7226 = "stablehlo.add"(%arg330, %arg331) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7226) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %6701 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6702 = "stablehlo.concatenate"(%99, %95, %6701, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6703 = "stablehlo.dynamic_broadcast_in_dim"(%6700, %6702) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %6704 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6705 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6706 = "stablehlo.concatenate"(%99, %95, %6704, %6705) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6707 = "stablehlo.dynamic_broadcast_in_dim"(%6703, %6706) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %6708 = "stablehlo.divide"(%6699, %6707) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %6709 = "stablehlo.convert"(%6708) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %6710 = "stablehlo.dot_general"(%6563, %6709) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %6711 = "stablehlo.transpose"(%6710) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %6712 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6713 = "stablehlo.concatenate"(%99, %6712, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6714 = "stablehlo.dynamic_reshape"(%6711, %6713) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %6715 = "stablehlo.dot_general"(%6714, %arg287) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6716 = "stablehlo.add"(%6526, %6715) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6717 = "stablehlo.convert"(%6716) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %6718 = "stablehlo.multiply"(%6717, %6717) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %6719 = "stablehlo.reduce"(%6718, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg328: tensor<f32>, %arg329: tensor<f32>):
      %7225 = "stablehlo.add"(%arg328, %arg329) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7225) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %6720 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6721 = "stablehlo.concatenate"(%99, %6720, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6722 = "stablehlo.dynamic_broadcast_in_dim"(%6719, %6721) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6723 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6724 = "stablehlo.concatenate"(%99, %6723, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6725 = "stablehlo.dynamic_broadcast_in_dim"(%98, %6724) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6726 = "stablehlo.divide"(%6722, %6725) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6727 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6728 = "stablehlo.concatenate"(%99, %6727, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6729 = "stablehlo.dynamic_broadcast_in_dim"(%97, %6728) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6730 = "stablehlo.add"(%6726, %6729) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6731 = "stablehlo.rsqrt"(%6730) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6732 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6733 = "stablehlo.concatenate"(%99, %6732, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6734 = "stablehlo.dynamic_broadcast_in_dim"(%6731, %6733) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %6735 = "stablehlo.multiply"(%6717, %6734) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %6736 = "stablehlo.convert"(%6735) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %6737 = "stablehlo.broadcast_in_dim"(%arg282) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %6738 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6739 = "stablehlo.concatenate"(%99, %6738, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6740 = "stablehlo.dynamic_broadcast_in_dim"(%6737, %6739) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %6741 = "stablehlo.multiply"(%6736, %6740) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6742 = "stablehlo.dot_general"(%6741, %arg284) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %6743 = "func.call"(%arg17, %6742) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %6744 = "stablehlo.dot_general"(%6741, %arg285) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %6745 = "stablehlo.multiply"(%6743, %6744) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %6746 = "stablehlo.dot_general"(%6745, %arg283) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6747 = "stablehlo.add"(%6716, %6746) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6748 = "stablehlo.convert"(%6747) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %6749 = "stablehlo.multiply"(%6748, %6748) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %6750 = "stablehlo.reduce"(%6749, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg326: tensor<f32>, %arg327: tensor<f32>):
      %7224 = "stablehlo.add"(%arg326, %arg327) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7224) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %6751 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6752 = "stablehlo.concatenate"(%99, %6751, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6753 = "stablehlo.dynamic_broadcast_in_dim"(%6750, %6752) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6754 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6755 = "stablehlo.concatenate"(%99, %6754, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6756 = "stablehlo.dynamic_broadcast_in_dim"(%98, %6755) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6757 = "stablehlo.divide"(%6753, %6756) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6758 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6759 = "stablehlo.concatenate"(%99, %6758, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6760 = "stablehlo.dynamic_broadcast_in_dim"(%97, %6759) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6761 = "stablehlo.add"(%6757, %6760) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6762 = "stablehlo.rsqrt"(%6761) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6763 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6764 = "stablehlo.concatenate"(%99, %6763, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6765 = "stablehlo.dynamic_broadcast_in_dim"(%6762, %6764) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %6766 = "stablehlo.multiply"(%6748, %6765) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %6767 = "stablehlo.convert"(%6766) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %6768 = "stablehlo.broadcast_in_dim"(%arg290) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %6769 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6770 = "stablehlo.concatenate"(%99, %6769, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6771 = "stablehlo.dynamic_broadcast_in_dim"(%6768, %6770) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %6772 = "stablehlo.multiply"(%6767, %6771) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6773 = "stablehlo.dot_general"(%6772, %arg297) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6774 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6775 = "stablehlo.concatenate"(%99, %6774, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6776 = "stablehlo.dynamic_reshape"(%6773, %6775) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %6777 = "stablehlo.dot_general"(%6772, %arg295) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6778 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6779 = "stablehlo.concatenate"(%99, %6778, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6780 = "stablehlo.dynamic_reshape"(%6777, %6779) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %6781 = "stablehlo.dot_general"(%6772, %arg298) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6782 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6783 = "stablehlo.concatenate"(%99, %6782, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6784 = "stablehlo.dynamic_reshape"(%6781, %6783) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %6785 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %6786 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6787 = "stablehlo.multiply"(%6786, %6785) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6788 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6789 = "stablehlo.add"(%6788, %6787) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6790 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6791 = "stablehlo.divide"(%6789, %6790) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6792 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6793 = "stablehlo.power"(%6792, %6791) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6794 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6795 = "stablehlo.divide"(%6794, %6793) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6796 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %6797 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6798 = "stablehlo.concatenate"(%6797, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6799 = "stablehlo.dynamic_broadcast_in_dim"(%6796, %6798) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %6800 = "stablehlo.broadcast_in_dim"(%6795) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %6801 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6802 = "stablehlo.concatenate"(%6801, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6803 = "stablehlo.dynamic_broadcast_in_dim"(%6799, %6802) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %6804 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6805 = "stablehlo.concatenate"(%6804, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6806 = "stablehlo.dynamic_broadcast_in_dim"(%6800, %6805) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %6807 = "stablehlo.multiply"(%6803, %6806) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %6808 = "stablehlo.concatenate"(%6807, %6807) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %6809 = "stablehlo.cosine"(%6808) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %6810 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6811 = "stablehlo.concatenate"(%99, %6810, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6812 = "stablehlo.dynamic_broadcast_in_dim"(%6809, %6811) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %6813 = "stablehlo.sine"(%6808) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %6814 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6815 = "stablehlo.concatenate"(%99, %6814, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6816 = "stablehlo.dynamic_broadcast_in_dim"(%6813, %6815) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %6817 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %6818 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6819 = "stablehlo.concatenate"(%99, %6818, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6820 = "stablehlo.dynamic_gather"(%6776, %6817, %6819) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %6821 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %6822 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6823 = "stablehlo.concatenate"(%99, %6822, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6824 = "stablehlo.dynamic_gather"(%6776, %6821, %6823) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %6825 = "stablehlo.negate"(%6824) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %6826 = "stablehlo.concatenate"(%6825, %6820) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %6827 = "stablehlo.convert"(%6776) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %6828 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6829 = "stablehlo.concatenate"(%99, %6828, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6830 = "stablehlo.dynamic_broadcast_in_dim"(%6812, %6829) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %6831 = "stablehlo.multiply"(%6827, %6830) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6832 = "stablehlo.convert"(%6826) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %6833 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6834 = "stablehlo.concatenate"(%99, %6833, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6835 = "stablehlo.dynamic_broadcast_in_dim"(%6816, %6834) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %6836 = "stablehlo.multiply"(%6832, %6835) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6837 = "stablehlo.add"(%6831, %6836) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6838 = "stablehlo.convert"(%6837) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %6839 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %6840 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6841 = "stablehlo.multiply"(%6840, %6839) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6842 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6843 = "stablehlo.add"(%6842, %6841) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6844 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6845 = "stablehlo.divide"(%6843, %6844) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6846 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6847 = "stablehlo.power"(%6846, %6845) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6848 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %6849 = "stablehlo.divide"(%6848, %6847) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %6850 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %6851 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6852 = "stablehlo.concatenate"(%6851, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6853 = "stablehlo.dynamic_broadcast_in_dim"(%6850, %6852) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %6854 = "stablehlo.broadcast_in_dim"(%6849) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %6855 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6856 = "stablehlo.concatenate"(%6855, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6857 = "stablehlo.dynamic_broadcast_in_dim"(%6853, %6856) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %6858 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6859 = "stablehlo.concatenate"(%6858, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6860 = "stablehlo.dynamic_broadcast_in_dim"(%6854, %6859) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %6861 = "stablehlo.multiply"(%6857, %6860) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %6862 = "stablehlo.concatenate"(%6861, %6861) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %6863 = "stablehlo.cosine"(%6862) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %6864 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6865 = "stablehlo.concatenate"(%99, %6864, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6866 = "stablehlo.dynamic_broadcast_in_dim"(%6863, %6865) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %6867 = "stablehlo.sine"(%6862) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %6868 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6869 = "stablehlo.concatenate"(%99, %6868, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6870 = "stablehlo.dynamic_broadcast_in_dim"(%6867, %6869) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %6871 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %6872 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6873 = "stablehlo.concatenate"(%99, %6872, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6874 = "stablehlo.dynamic_gather"(%6780, %6871, %6873) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %6875 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %6876 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6877 = "stablehlo.concatenate"(%99, %6876, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6878 = "stablehlo.dynamic_gather"(%6780, %6875, %6877) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %6879 = "stablehlo.negate"(%6878) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %6880 = "stablehlo.concatenate"(%6879, %6874) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %6881 = "stablehlo.convert"(%6780) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %6882 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6883 = "stablehlo.concatenate"(%99, %6882, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6884 = "stablehlo.dynamic_broadcast_in_dim"(%6866, %6883) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %6885 = "stablehlo.multiply"(%6881, %6884) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6886 = "stablehlo.convert"(%6880) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %6887 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6888 = "stablehlo.concatenate"(%99, %6887, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6889 = "stablehlo.dynamic_broadcast_in_dim"(%6870, %6888) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %6890 = "stablehlo.multiply"(%6886, %6889) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6891 = "stablehlo.add"(%6885, %6890) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %6892 = "stablehlo.convert"(%6891) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %6893 = "stablehlo.dot_general"(%6838, %6892) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %6894 = "stablehlo.convert"(%6893) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %6895 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %6896 = "stablehlo.convert"(%6895) : (tensor<f32>) -> tensor<f32>
    %6897 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6898 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6899 = "stablehlo.concatenate"(%99, %95, %6897, %6898) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6900 = "stablehlo.dynamic_broadcast_in_dim"(%6896, %6899) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %6901 = "stablehlo.divide"(%6894, %6900) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %6902 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6903 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6904 = "stablehlo.concatenate"(%99, %99, %6902, %6903) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6905 = "stablehlo.dynamic_broadcast_in_dim"(%117, %6904) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %6906 = "func.call"(%arg17, %6905, %6901, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %6907 = "stablehlo.reduce"(%6906, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg324: tensor<f32>, %arg325: tensor<f32>):
      %7223 = "stablehlo.maximum"(%arg324, %arg325) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7223) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %6908 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6909 = "stablehlo.concatenate"(%99, %95, %6908) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6910 = "stablehlo.dynamic_broadcast_in_dim"(%86, %6909) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %6911 = "stablehlo.maximum"(%6910, %6907) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %6912 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6913 = "stablehlo.concatenate"(%99, %95, %6912, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6914 = "stablehlo.dynamic_broadcast_in_dim"(%6911, %6913) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %6915 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6916 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6917 = "stablehlo.concatenate"(%99, %95, %6915, %6916) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6918 = "stablehlo.dynamic_broadcast_in_dim"(%6914, %6917) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %6919 = "stablehlo.subtract"(%6906, %6918) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %6920 = "stablehlo.exponential"(%6919) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %6921 = "stablehlo.reduce"(%6920, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg322: tensor<f32>, %arg323: tensor<f32>):
      %7222 = "stablehlo.add"(%arg322, %arg323) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7222) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %6922 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6923 = "stablehlo.concatenate"(%99, %95, %6922, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6924 = "stablehlo.dynamic_broadcast_in_dim"(%6921, %6923) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %6925 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6926 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6927 = "stablehlo.concatenate"(%99, %95, %6925, %6926) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6928 = "stablehlo.dynamic_broadcast_in_dim"(%6924, %6927) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %6929 = "stablehlo.divide"(%6920, %6928) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %6930 = "stablehlo.convert"(%6929) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %6931 = "stablehlo.dot_general"(%6784, %6930) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %6932 = "stablehlo.transpose"(%6931) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %6933 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6934 = "stablehlo.concatenate"(%99, %6933, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6935 = "stablehlo.dynamic_reshape"(%6932, %6934) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %6936 = "stablehlo.dot_general"(%6935, %arg296) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6937 = "stablehlo.add"(%6747, %6936) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6938 = "stablehlo.convert"(%6937) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %6939 = "stablehlo.multiply"(%6938, %6938) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %6940 = "stablehlo.reduce"(%6939, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg320: tensor<f32>, %arg321: tensor<f32>):
      %7221 = "stablehlo.add"(%arg320, %arg321) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7221) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %6941 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6942 = "stablehlo.concatenate"(%99, %6941, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6943 = "stablehlo.dynamic_broadcast_in_dim"(%6940, %6942) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6944 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6945 = "stablehlo.concatenate"(%99, %6944, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6946 = "stablehlo.dynamic_broadcast_in_dim"(%98, %6945) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6947 = "stablehlo.divide"(%6943, %6946) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6948 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6949 = "stablehlo.concatenate"(%99, %6948, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6950 = "stablehlo.dynamic_broadcast_in_dim"(%97, %6949) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6951 = "stablehlo.add"(%6947, %6950) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6952 = "stablehlo.rsqrt"(%6951) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6953 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6954 = "stablehlo.concatenate"(%99, %6953, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6955 = "stablehlo.dynamic_broadcast_in_dim"(%6952, %6954) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %6956 = "stablehlo.multiply"(%6938, %6955) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %6957 = "stablehlo.convert"(%6956) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %6958 = "stablehlo.broadcast_in_dim"(%arg291) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %6959 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6960 = "stablehlo.concatenate"(%99, %6959, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6961 = "stablehlo.dynamic_broadcast_in_dim"(%6958, %6960) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %6962 = "stablehlo.multiply"(%6957, %6961) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6963 = "stablehlo.dot_general"(%6962, %arg293) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %6964 = "func.call"(%arg17, %6963) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %6965 = "stablehlo.dot_general"(%6962, %arg294) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %6966 = "stablehlo.multiply"(%6964, %6965) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %6967 = "stablehlo.dot_general"(%6966, %arg292) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6968 = "stablehlo.add"(%6937, %6967) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6969 = "stablehlo.convert"(%6968) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %6970 = "stablehlo.multiply"(%6969, %6969) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %6971 = "stablehlo.reduce"(%6970, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg318: tensor<f32>, %arg319: tensor<f32>):
      %7220 = "stablehlo.add"(%arg318, %arg319) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7220) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %6972 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6973 = "stablehlo.concatenate"(%99, %6972, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6974 = "stablehlo.dynamic_broadcast_in_dim"(%6971, %6973) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6975 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6976 = "stablehlo.concatenate"(%99, %6975, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6977 = "stablehlo.dynamic_broadcast_in_dim"(%98, %6976) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6978 = "stablehlo.divide"(%6974, %6977) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6979 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6980 = "stablehlo.concatenate"(%99, %6979, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6981 = "stablehlo.dynamic_broadcast_in_dim"(%97, %6980) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %6982 = "stablehlo.add"(%6978, %6981) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6983 = "stablehlo.rsqrt"(%6982) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6984 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6985 = "stablehlo.concatenate"(%99, %6984, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6986 = "stablehlo.dynamic_broadcast_in_dim"(%6983, %6985) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %6987 = "stablehlo.multiply"(%6969, %6986) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %6988 = "stablehlo.convert"(%6987) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %6989 = "stablehlo.broadcast_in_dim"(%arg299) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %6990 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6991 = "stablehlo.concatenate"(%99, %6990, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %6992 = "stablehlo.dynamic_broadcast_in_dim"(%6989, %6991) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %6993 = "stablehlo.multiply"(%6988, %6992) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6994 = "stablehlo.dot_general"(%6993, %arg306) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6995 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %6996 = "stablehlo.concatenate"(%99, %6995, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %6997 = "stablehlo.dynamic_reshape"(%6994, %6996) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %6998 = "stablehlo.dot_general"(%6993, %arg304) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %6999 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7000 = "stablehlo.concatenate"(%99, %6999, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %7001 = "stablehlo.dynamic_reshape"(%6998, %7000) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %7002 = "stablehlo.dot_general"(%6993, %arg307) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %7003 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7004 = "stablehlo.concatenate"(%99, %7003, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %7005 = "stablehlo.dynamic_reshape"(%7002, %7004) : (tensor<1x?x4096xbf16>, tensor<4xi32>) -> tensor<1x?x32x128xbf16>
    %7006 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %7007 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %7008 = "stablehlo.multiply"(%7007, %7006) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %7009 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %7010 = "stablehlo.add"(%7009, %7008) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %7011 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %7012 = "stablehlo.divide"(%7010, %7011) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %7013 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %7014 = "stablehlo.power"(%7013, %7012) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %7015 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %7016 = "stablehlo.divide"(%7015, %7014) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %7017 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %7018 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7019 = "stablehlo.concatenate"(%7018, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %7020 = "stablehlo.dynamic_broadcast_in_dim"(%7017, %7019) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %7021 = "stablehlo.broadcast_in_dim"(%7016) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %7022 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7023 = "stablehlo.concatenate"(%7022, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %7024 = "stablehlo.dynamic_broadcast_in_dim"(%7020, %7023) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %7025 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7026 = "stablehlo.concatenate"(%7025, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %7027 = "stablehlo.dynamic_broadcast_in_dim"(%7021, %7026) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %7028 = "stablehlo.multiply"(%7024, %7027) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %7029 = "stablehlo.concatenate"(%7028, %7028) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %7030 = "stablehlo.cosine"(%7029) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %7031 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7032 = "stablehlo.concatenate"(%99, %7031, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %7033 = "stablehlo.dynamic_broadcast_in_dim"(%7030, %7032) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %7034 = "stablehlo.sine"(%7029) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %7035 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7036 = "stablehlo.concatenate"(%99, %7035, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %7037 = "stablehlo.dynamic_broadcast_in_dim"(%7034, %7036) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %7038 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %7039 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7040 = "stablehlo.concatenate"(%99, %7039, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %7041 = "stablehlo.dynamic_gather"(%6997, %7038, %7040) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %7042 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %7043 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7044 = "stablehlo.concatenate"(%99, %7043, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %7045 = "stablehlo.dynamic_gather"(%6997, %7042, %7044) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %7046 = "stablehlo.negate"(%7045) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %7047 = "stablehlo.concatenate"(%7046, %7041) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %7048 = "stablehlo.convert"(%6997) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %7049 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7050 = "stablehlo.concatenate"(%99, %7049, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %7051 = "stablehlo.dynamic_broadcast_in_dim"(%7033, %7050) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %7052 = "stablehlo.multiply"(%7048, %7051) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %7053 = "stablehlo.convert"(%7047) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %7054 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7055 = "stablehlo.concatenate"(%99, %7054, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %7056 = "stablehlo.dynamic_broadcast_in_dim"(%7037, %7055) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %7057 = "stablehlo.multiply"(%7053, %7056) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %7058 = "stablehlo.add"(%7052, %7057) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %7059 = "stablehlo.convert"(%7058) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %7060 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %7061 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %7062 = "stablehlo.multiply"(%7061, %7060) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %7063 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %7064 = "stablehlo.add"(%7063, %7062) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %7065 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %7066 = "stablehlo.divide"(%7064, %7065) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %7067 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %7068 = "stablehlo.power"(%7067, %7066) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %7069 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %7070 = "stablehlo.divide"(%7069, %7068) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %7071 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %7072 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7073 = "stablehlo.concatenate"(%7072, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %7074 = "stablehlo.dynamic_broadcast_in_dim"(%7071, %7073) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %7075 = "stablehlo.broadcast_in_dim"(%7070) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %7076 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7077 = "stablehlo.concatenate"(%7076, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %7078 = "stablehlo.dynamic_broadcast_in_dim"(%7074, %7077) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %7079 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7080 = "stablehlo.concatenate"(%7079, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %7081 = "stablehlo.dynamic_broadcast_in_dim"(%7075, %7080) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>, tensor<2xi32>) -> tensor<?x64xf32>
    %7082 = "stablehlo.multiply"(%7078, %7081) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %7083 = "stablehlo.concatenate"(%7082, %7082) <{dimension = 1 : i64}> : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x128xf32>
    %7084 = "stablehlo.cosine"(%7083) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %7085 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7086 = "stablehlo.concatenate"(%99, %7085, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %7087 = "stablehlo.dynamic_broadcast_in_dim"(%7084, %7086) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %7088 = "stablehlo.sine"(%7083) : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %7089 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7090 = "stablehlo.concatenate"(%99, %7089, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %7091 = "stablehlo.dynamic_broadcast_in_dim"(%7088, %7090) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x128xf32>, tensor<4xi32>) -> tensor<1x?x1x128xf32>
    %7092 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %7093 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7094 = "stablehlo.concatenate"(%99, %7093, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %7095 = "stablehlo.dynamic_gather"(%7001, %7092, %7094) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %7096 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %7097 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7098 = "stablehlo.concatenate"(%99, %7097, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %7099 = "stablehlo.dynamic_gather"(%7001, %7096, %7098) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x32x128xbf16>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x32x64xbf16>
    %7100 = "stablehlo.negate"(%7099) : (tensor<1x?x32x64xbf16>) -> tensor<1x?x32x64xbf16>
    %7101 = "stablehlo.concatenate"(%7100, %7095) <{dimension = 3 : i64}> : (tensor<1x?x32x64xbf16>, tensor<1x?x32x64xbf16>) -> tensor<1x?x32x128xbf16>
    %7102 = "stablehlo.convert"(%7001) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %7103 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7104 = "stablehlo.concatenate"(%99, %7103, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %7105 = "stablehlo.dynamic_broadcast_in_dim"(%7087, %7104) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %7106 = "stablehlo.multiply"(%7102, %7105) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %7107 = "stablehlo.convert"(%7101) : (tensor<1x?x32x128xbf16>) -> tensor<1x?x32x128xf32>
    %7108 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7109 = "stablehlo.concatenate"(%99, %7108, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %7110 = "stablehlo.dynamic_broadcast_in_dim"(%7091, %7109) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x128xf32>, tensor<4xi32>) -> tensor<1x?x32x128xf32>
    %7111 = "stablehlo.multiply"(%7107, %7110) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %7112 = "stablehlo.add"(%7106, %7111) : (tensor<1x?x32x128xf32>, tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xf32>
    %7113 = "stablehlo.convert"(%7112) : (tensor<1x?x32x128xf32>) -> tensor<1x?x32x128xbf16>
    %7114 = "stablehlo.dot_general"(%7059, %7113) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x?x32x128xbf16>) -> tensor<1x32x?x?xbf16>
    %7115 = "stablehlo.convert"(%7114) : (tensor<1x32x?x?xbf16>) -> tensor<1x32x?x?xf32>
    %7116 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %7117 = "stablehlo.convert"(%7116) : (tensor<f32>) -> tensor<f32>
    %7118 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7119 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7120 = "stablehlo.concatenate"(%99, %95, %7118, %7119) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %7121 = "stablehlo.dynamic_broadcast_in_dim"(%7117, %7120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %7122 = "stablehlo.divide"(%7115, %7121) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %7123 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7124 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7125 = "stablehlo.concatenate"(%99, %99, %7123, %7124) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %7126 = "stablehlo.dynamic_broadcast_in_dim"(%117, %7125) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %7127 = "func.call"(%arg17, %7126, %7122, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>
    %7128 = "stablehlo.reduce"(%7127, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg316: tensor<f32>, %arg317: tensor<f32>):
      %7219 = "stablehlo.maximum"(%arg316, %arg317) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7219) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %7129 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7130 = "stablehlo.concatenate"(%99, %95, %7129) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %7131 = "stablehlo.dynamic_broadcast_in_dim"(%86, %7130) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x32x?xf32>
    %7132 = "stablehlo.maximum"(%7131, %7128) : (tensor<1x32x?xf32>, tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %7133 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7134 = "stablehlo.concatenate"(%99, %95, %7133, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %7135 = "stablehlo.dynamic_broadcast_in_dim"(%7132, %7134) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %7136 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7137 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7138 = "stablehlo.concatenate"(%99, %95, %7136, %7137) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %7139 = "stablehlo.dynamic_broadcast_in_dim"(%7135, %7138) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %7140 = "stablehlo.subtract"(%7127, %7139) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %7141 = "stablehlo.exponential"(%7140) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %7142 = "stablehlo.reduce"(%7141, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg314: tensor<f32>, %arg315: tensor<f32>):
      %7218 = "stablehlo.add"(%arg314, %arg315) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7218) : (tensor<f32>) -> ()
    }) : (tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?xf32>
    %7143 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7144 = "stablehlo.concatenate"(%99, %95, %7143, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %7145 = "stablehlo.dynamic_broadcast_in_dim"(%7142, %7144) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x?xf32>, tensor<4xi32>) -> tensor<1x32x?x1xf32>
    %7146 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7147 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7148 = "stablehlo.concatenate"(%99, %95, %7146, %7147) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %7149 = "stablehlo.dynamic_broadcast_in_dim"(%7145, %7148) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x?x1xf32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %7150 = "stablehlo.divide"(%7141, %7149) : (tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    %7151 = "stablehlo.convert"(%7150) : (tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xbf16>
    %7152 = "stablehlo.dot_general"(%7005, %7151) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x32x128xbf16>, tensor<1x32x?x?xbf16>) -> tensor<1x32x128x?xbf16>
    %7153 = "stablehlo.transpose"(%7152) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x?xbf16>) -> tensor<1x?x32x128xbf16>
    %7154 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7155 = "stablehlo.concatenate"(%99, %7154, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %7156 = "stablehlo.dynamic_reshape"(%7153, %7155) : (tensor<1x?x32x128xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %7157 = "stablehlo.dot_general"(%7156, %arg305) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x?x4096xbf16>
    %7158 = "stablehlo.add"(%6968, %7157) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %7159 = "stablehlo.convert"(%7158) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %7160 = "stablehlo.multiply"(%7159, %7159) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %7161 = "stablehlo.reduce"(%7160, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg312: tensor<f32>, %arg313: tensor<f32>):
      %7217 = "stablehlo.add"(%arg312, %arg313) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7217) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %7162 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7163 = "stablehlo.concatenate"(%99, %7162, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %7164 = "stablehlo.dynamic_broadcast_in_dim"(%7161, %7163) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %7165 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7166 = "stablehlo.concatenate"(%99, %7165, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %7167 = "stablehlo.dynamic_broadcast_in_dim"(%98, %7166) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %7168 = "stablehlo.divide"(%7164, %7167) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %7169 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7170 = "stablehlo.concatenate"(%99, %7169, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %7171 = "stablehlo.dynamic_broadcast_in_dim"(%97, %7170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %7172 = "stablehlo.add"(%7168, %7171) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %7173 = "stablehlo.rsqrt"(%7172) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %7174 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7175 = "stablehlo.concatenate"(%99, %7174, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %7176 = "stablehlo.dynamic_broadcast_in_dim"(%7173, %7175) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %7177 = "stablehlo.multiply"(%7159, %7176) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %7178 = "stablehlo.convert"(%7177) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %7179 = "stablehlo.broadcast_in_dim"(%arg300) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %7180 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7181 = "stablehlo.concatenate"(%99, %7180, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %7182 = "stablehlo.dynamic_broadcast_in_dim"(%7179, %7181) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %7183 = "stablehlo.multiply"(%7178, %7182) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %7184 = "stablehlo.dot_general"(%7183, %arg302) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %7185 = "func.call"(%arg17, %7184) <{callee = @silu}> : (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %7186 = "stablehlo.dot_general"(%7183, %arg303) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x?x11008xbf16>
    %7187 = "stablehlo.multiply"(%7185, %7186) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %7188 = "stablehlo.dot_general"(%7187, %arg301) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x?x4096xbf16>
    %7189 = "stablehlo.add"(%7158, %7188) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %7190 = "stablehlo.convert"(%7189) : (tensor<1x?x4096xbf16>) -> tensor<1x?x4096xf32>
    %7191 = "stablehlo.multiply"(%7190, %7190) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %7192 = "stablehlo.reduce"(%7191, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg310: tensor<f32>, %arg311: tensor<f32>):
      %7216 = "stablehlo.add"(%arg310, %arg311) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7216) : (tensor<f32>) -> ()
    }) : (tensor<1x?x4096xf32>, tensor<f32>) -> tensor<1x?xf32>
    %7193 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7194 = "stablehlo.concatenate"(%99, %7193, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %7195 = "stablehlo.dynamic_broadcast_in_dim"(%7192, %7194) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %7196 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7197 = "stablehlo.concatenate"(%99, %7196, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %7198 = "stablehlo.dynamic_broadcast_in_dim"(%98, %7197) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %7199 = "stablehlo.divide"(%7195, %7198) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %7200 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7201 = "stablehlo.concatenate"(%99, %7200, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %7202 = "stablehlo.dynamic_broadcast_in_dim"(%97, %7201) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %7203 = "stablehlo.add"(%7199, %7202) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %7204 = "stablehlo.rsqrt"(%7203) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %7205 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7206 = "stablehlo.concatenate"(%99, %7205, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %7207 = "stablehlo.dynamic_broadcast_in_dim"(%7204, %7206) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x4096xf32>
    %7208 = "stablehlo.multiply"(%7190, %7207) : (tensor<1x?x4096xf32>, tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %7209 = "stablehlo.convert"(%7208) : (tensor<1x?x4096xf32>) -> tensor<1x?x4096xbf16>
    %7210 = "stablehlo.broadcast_in_dim"(%arg19) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %7211 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %7212 = "stablehlo.concatenate"(%99, %7211, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %7213 = "stablehlo.dynamic_broadcast_in_dim"(%7210, %7212) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %7214 = "stablehlo.multiply"(%7209, %7213) : (tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    %7215 = "stablehlo.dot_general"(%7214, %arg308) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x4096xbf16>, tensor<4096x32000xbf16>) -> tensor<1x?x32000xbf16>
    "func.return"(%7215) : (tensor<1x?x32000xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "s"}, {}, {}], function_type = (tensor<i32>, tensor<32000x4096xbf16>, tensor<1x?xi32>) -> tensor<1x?x4096xbf16>, sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<i32>, %arg13: tensor<32000x4096xbf16>, %arg14: tensor<1x?xi32>):
    %47 = "stablehlo.constant"() <{value = dense<0x7FC0> : tensor<bf16>}> : () -> tensor<bf16>
    %48 = "stablehlo.constant"() <{value = dense<4096> : tensor<1xi32>}> : () -> tensor<1xi32>
    %49 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %50 = "stablehlo.constant"() <{value = dense<31999> : tensor<1xi32>}> : () -> tensor<1xi32>
    %51 = "stablehlo.constant"() <{value = dense<32000> : tensor<i32>}> : () -> tensor<i32>
    %52 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %53 = "stablehlo.constant"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %54 = "stablehlo.reshape"(%arg12) : (tensor<i32>) -> tensor<1xi32>
    %55 = "stablehlo.concatenate"(%53, %54) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %56 = "stablehlo.dynamic_broadcast_in_dim"(%52, %55) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<2xi32>) -> tensor<1x?xi32>
    %57 = "stablehlo.compare"(%arg14, %56) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<1x?xi32>, tensor<1x?xi32>) -> tensor<1x?xi1>
    %58 = "stablehlo.reshape"(%arg12) : (tensor<i32>) -> tensor<1xi32>
    %59 = "stablehlo.concatenate"(%53, %58) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %60 = "stablehlo.dynamic_broadcast_in_dim"(%51, %59) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<2xi32>) -> tensor<1x?xi32>
    %61 = "stablehlo.add"(%arg14, %60) : (tensor<1x?xi32>, tensor<1x?xi32>) -> tensor<1x?xi32>
    %62 = "func.call"(%arg12, %57, %61, %arg14) <{callee = @_where}> : (tensor<i32>, tensor<1x?xi1>, tensor<1x?xi32>, tensor<1x?xi32>) -> tensor<1x?xi32>
    %63 = "stablehlo.reshape"(%arg12) : (tensor<i32>) -> tensor<1xi32>
    %64 = "stablehlo.concatenate"(%53, %63, %53) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %65 = "stablehlo.dynamic_broadcast_in_dim"(%62, %64) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xi32>, tensor<3xi32>) -> tensor<1x?x1xi32>
    %66 = "stablehlo.reshape"(%arg12) : (tensor<i32>) -> tensor<1xi32>
    %67 = "stablehlo.concatenate"(%53, %66, %53) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %68 = "stablehlo.dynamic_broadcast_in_dim"(%52, %67) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<3xi32>) -> tensor<1x?x1xi32>
    %69 = "stablehlo.compare"(%65, %68) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x?x1xi32>, tensor<1x?x1xi32>) -> tensor<1x?x1xi1>
    %70 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %71 = "stablehlo.reshape"(%arg12) : (tensor<i32>) -> tensor<1xi32>
    %72 = "stablehlo.concatenate"(%53, %71, %53) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %73 = "stablehlo.dynamic_broadcast_in_dim"(%70, %72) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>, tensor<3xi32>) -> tensor<1x?x1xi32>
    %74 = "stablehlo.compare"(%65, %73) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1x?x1xi32>, tensor<1x?x1xi32>) -> tensor<1x?x1xi1>
    %75 = "stablehlo.and"(%69, %74) : (tensor<1x?x1xi1>, tensor<1x?x1xi1>) -> tensor<1x?x1xi1>
    %76 = "stablehlo.reduce"(%75, %49) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg15: tensor<i1>, %arg16: tensor<i1>):
      %85 = "stablehlo.and"(%arg15, %arg16) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%85) : (tensor<i1>) -> ()
    }) : (tensor<1x?x1xi1>, tensor<i1>) -> tensor<1x?xi1>
    %77 = "stablehlo.gather"(%arg13, %65) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 4096>}> : (tensor<32000x4096xbf16>, tensor<1x?x1xi32>) -> tensor<1x?x4096xbf16>
    %78 = "stablehlo.reshape"(%arg12) : (tensor<i32>) -> tensor<1xi32>
    %79 = "stablehlo.concatenate"(%53, %78, %48) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %80 = "stablehlo.dynamic_broadcast_in_dim"(%76, %79) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xi1>, tensor<3xi32>) -> tensor<1x?x4096xi1>
    %81 = "stablehlo.reshape"(%arg12) : (tensor<i32>) -> tensor<1xi32>
    %82 = "stablehlo.concatenate"(%53, %81, %48) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %83 = "stablehlo.dynamic_broadcast_in_dim"(%47, %82) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>, tensor<3xi32>) -> tensor<1x?x4096xbf16>
    %84 = "stablehlo.select"(%80, %77, %83) : (tensor<1x?x4096xi1>, tensor<1x?x4096xbf16>, tensor<1x?x4096xbf16>) -> tensor<1x?x4096xbf16>
    "func.return"(%84) : (tensor<1x?x4096xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "s"}, {}, {}, {}], function_type = (tensor<i32>, tensor<1x?xi1>, tensor<1x?xi32>, tensor<1x?xi32>) -> tensor<1x?xi32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<i32>, %arg9: tensor<1x?xi1>, %arg10: tensor<1x?xi32>, %arg11: tensor<1x?xi32>):
    %46 = "stablehlo.select"(%arg9, %arg10, %arg11) : (tensor<1x?xi1>, tensor<1x?xi32>, tensor<1x?xi32>) -> tensor<1x?xi32>
    "func.return"(%46) : (tensor<1x?xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "s"}, {}], function_type = (tensor<i32>, tensor<?x?xi1>) -> tensor<?x?xi1>, sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<i32>, %arg7: tensor<?x?xi1>):
    %25 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %26 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %27 = "stablehlo.reshape"(%arg6) : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.reshape"(%arg6) : (tensor<i32>) -> tensor<1xi32>
    %29 = "stablehlo.concatenate"(%27, %28) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %30 = "stablehlo.dynamic_iota"(%29) <{iota_dimension = 0 : i64}> : (tensor<2xi32>) -> tensor<?x?xi32>
    %31 = "stablehlo.reshape"(%arg6) : (tensor<i32>) -> tensor<1xi32>
    %32 = "stablehlo.reshape"(%arg6) : (tensor<i32>) -> tensor<1xi32>
    %33 = "stablehlo.concatenate"(%31, %32) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %34 = "stablehlo.dynamic_broadcast_in_dim"(%26, %33) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<2xi32>) -> tensor<?x?xi32>
    %35 = "stablehlo.add"(%30, %34) : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi32>
    %36 = "stablehlo.reshape"(%arg6) : (tensor<i32>) -> tensor<1xi32>
    %37 = "stablehlo.reshape"(%arg6) : (tensor<i32>) -> tensor<1xi32>
    %38 = "stablehlo.concatenate"(%36, %37) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %39 = "stablehlo.dynamic_iota"(%38) <{iota_dimension = 1 : i64}> : (tensor<2xi32>) -> tensor<?x?xi32>
    %40 = "stablehlo.compare"(%35, %39) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi1>
    %41 = "stablehlo.reshape"(%arg6) : (tensor<i32>) -> tensor<1xi32>
    %42 = "stablehlo.reshape"(%arg6) : (tensor<i32>) -> tensor<1xi32>
    %43 = "stablehlo.concatenate"(%41, %42) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %44 = "stablehlo.dynamic_broadcast_in_dim"(%25, %43) <{broadcast_dimensions = array<i64>}> : (tensor<i1>, tensor<2xi32>) -> tensor<?x?xi1>
    %45 = "stablehlo.select"(%40, %arg7, %44) : (tensor<?x?xi1>, tensor<?x?xi1>, tensor<?x?xi1>) -> tensor<?x?xi1>
    "func.return"(%45) : (tensor<?x?xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "s"}, {}, {}, {}], function_type = (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x32x?x?xf32>, tensor<f32>) -> tensor<1x32x?x?xf32>, sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<i32>, %arg3: tensor<1x1x?x?xi1>, %arg4: tensor<1x32x?x?xf32>, %arg5: tensor<f32>):
    %14 = "stablehlo.constant"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %15 = "stablehlo.constant"() <{value = dense<32> : tensor<1xi32>}> : () -> tensor<1xi32>
    %16 = "stablehlo.reshape"(%arg2) : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.reshape"(%arg2) : (tensor<i32>) -> tensor<1xi32>
    %18 = "stablehlo.concatenate"(%14, %15, %16, %17) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %19 = "stablehlo.dynamic_broadcast_in_dim"(%arg3, %18) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x?x?xi1>, tensor<4xi32>) -> tensor<1x32x?x?xi1>
    %20 = "stablehlo.reshape"(%arg2) : (tensor<i32>) -> tensor<1xi32>
    %21 = "stablehlo.reshape"(%arg2) : (tensor<i32>) -> tensor<1xi32>
    %22 = "stablehlo.concatenate"(%14, %15, %20, %21) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %23 = "stablehlo.dynamic_broadcast_in_dim"(%arg5, %22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x32x?x?xf32>
    %24 = "stablehlo.select"(%19, %arg4, %23) : (tensor<1x32x?x?xi1>, tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) -> tensor<1x32x?x?xf32>
    "func.return"(%24) : (tensor<1x32x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "s"}, {}], function_type = (tensor<i32>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>, sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<1x?x11008xbf16>):
    %0 = "stablehlo.constant"() <{value = dense<11008> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1 = "stablehlo.constant"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %2 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3 = "stablehlo.negate"(%arg1) : (tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %4 = "stablehlo.exponential"(%3) : (tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %5 = "stablehlo.reshape"(%arg0) : (tensor<i32>) -> tensor<1xi32>
    %6 = "stablehlo.concatenate"(%1, %5, %0) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %7 = "stablehlo.dynamic_broadcast_in_dim"(%2, %6) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>, tensor<3xi32>) -> tensor<1x?x11008xbf16>
    %8 = "stablehlo.add"(%7, %4) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %9 = "stablehlo.reshape"(%arg0) : (tensor<i32>) -> tensor<1xi32>
    %10 = "stablehlo.concatenate"(%1, %9, %0) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %11 = "stablehlo.dynamic_broadcast_in_dim"(%2, %10) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>, tensor<3xi32>) -> tensor<1x?x11008xbf16>
    %12 = "stablehlo.divide"(%11, %8) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    %13 = "stablehlo.multiply"(%arg1, %12) : (tensor<1x?x11008xbf16>, tensor<1x?x11008xbf16>) -> tensor<1x?x11008xbf16>
    "func.return"(%13) : (tensor<1x?x11008xbf16>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
